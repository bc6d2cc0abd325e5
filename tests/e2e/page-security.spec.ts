// No PHI or tokens in addresses (issue 10 item 4): ?api_token= leaves the address bar before the
// app's first request and never travels in a Referer; typed search terms never reach the address
// bar; pages are served with the security headers.
import type { Request } from '@playwright/test';
import { cspViolations, watchCsp } from './support/csp-watch.ts';
import { shownFrames } from './support/live-video.ts';
import { openOverlay, overlay, startCall } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';
import { tokenFor, waitForRealtime } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';

test('?api_token= signs in, leaves the address bar and is sent in no Referer', async ({ page }) => {
  const token = await tokenFor(page.request, SYSADMIN);
  const headers: Promise<Record<string, string> | null>[] = [];
  // A request the page starts as it closes cannot give its headers any more; its rejection, left
  // unhandled, failed the next test in the worker. So the listener stops before the test ends and a
  // request that could not be read counts as read (null) rather than as a fault.
  const collect = (request: Request) => headers.push(request.allHeaders().catch(() => null));
  page.on('request', collect);
  const document = await page.goto(`/hospital/video_devices?api_token=${token}&page=1`);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).searchParams.has('api_token')).toBe(false);
  expect(page.url()).not.toContain(token);
  page.off('request', collect);
  const referers = (await Promise.all(headers)).flatMap((h) => h ? [h.referer ?? ''] : []);
  expect(referers.length).toBeGreaterThan(5);
  expect(referers.filter((referer) => referer.includes(token))).toEqual([]);
  expect(document?.headers()['referrer-policy']).toBe('no-referrer');
});

test('typed search terms stay out of the address bar', async ({ page }) => {
  const token = await tokenFor(page.request, SYSADMIN);
  const patient = await (await page.request.get('/api/v1/patients/2', { headers: { authorization: `Bearer ${token}` } })).json() as { display_name: string; mrn: string };
  await page.goto(`/?api_token=${token}`);
  const box = page.getByRole('combobox', { name: 'Search' });
  for (const term of [patient.display_name, patient.mrn]) {
    await box.fill('');
    await box.pressSequentially(term);
    await expect(page.getByRole('group', { name: 'Patients' }).getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    expect(page.url()).not.toContain(term);
  }
  await box.press('Enter');
  await expect(page).toHaveURL(/\/patients\/\d+\/overview\?division_id=\d+$/);
});

test('pages are served with a strict Content-Security-Policy and no framing', async ({ request }) => {
  for (const path of ['/', '/patients/2/overview/video-visit']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  }
});

// The masking scan checks every built page for violations; this is the one view it cannot cover
// cheaply: a call that plays (media, the realtime socket, the device's answer).
test('a live video call plays with the realtime socket open and no CSP violation', async ({ page }) => {
  await watchCsp(page);
  await openOverlay(page, '/patients/2/overview/video-visit');
  await waitForRealtime(page);
  await startCall(page);
  const frames = await shownFrames(page);
  await expect.poll(() => shownFrames(page)).toBeGreaterThan(frames + 10);
  await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
  expect(await cspViolations(page)).toEqual([]);
});
