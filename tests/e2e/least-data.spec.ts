// Least data by default: a virtual observer (no View VideoDevice) who opens the devices screen by
// its URL sees the no-permission page and no device data, and the browser never asked for any;
// the observer's video visit still offers devices through the picker's own call, whose answers
// carry no network identifier, nor does the patient's own device.
import type { APIRequestContext, Response } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const OBSERVER = 'observer@mercy-general.test';
const SYSADMIN = 'sysadmin@mercy-general.test';

interface Device { id: number; name: string; ip_address: string | null; mac_address: string | null; serial_number: string | null }

/** Every IP, MAC and serial number of North Tower's devices, read by someone allowed to. */
async function identifiers(request: APIRequestContext): Promise<string[]> {
  const headers = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const { results } = await (await request.get('/api/v1/video_devices?division_id=*&per_page=100', { headers })).json() as { results: Device[] };
  return results.flatMap((d) => [d.ip_address, d.mac_address, d.serial_number]).filter((v): v is string => Boolean(v));
}

test('the observer opening /hospital/video_devices by URL gets No Permission and no device data', async ({ page, request }) => {
  const deviceCalls: string[] = [];
  // The devices screen's calls: the list, the export, the filter choices, one device and its revisions.
  page.on('request', (r) => {
    if (/^\/api\/v1\/video_devices(\/(\d+(\/revisions)?|export\.csv|dropdown))?$/.test(new URL(r.url()).pathname)) deviceCalls.push(r.url());
  });
  await signInWithToken(page, OBSERVER, '/hospital/video_devices?division_id=1');
  await expect(page.getByRole('heading', { name: 'No Permission' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('table-video_devices')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  // A device's own page by URL too.
  await page.goto('/hospital/video_devices/2/view?division_id=1');
  await expect(page.getByRole('heading', { name: 'No Permission' })).toBeVisible();
  await expect(page.getByTestId('revisions')).toHaveCount(0);

  const text = await page.locator('body').innerText();
  for (const value of await identifiers(request)) expect(text).not.toContain(value);
  expect(deviceCalls).toEqual([]);
  // The menu does not offer the screen either.
  await expect(page.getByRole('link', { name: 'Video Devices' })).toHaveCount(0);
});

test('the observer’s device picker lists devices without their network identifiers', async ({ page, request }) => {
  const answers: Response[] = [];
  page.on('response', (r) => { if (/^\/api\/v1\/video_devices(\/picker)?$/.test(new URL(r.url()).pathname)) answers.push(r); });
  // Patient 1 has no running monitor: the overlay starts with the device picker.
  await signInWithToken(page, OBSERVER, '/patients/1/overview/video-visit');
  await page.getByRole('button', { name: 'Video Visit' }).click();
  const table = page.getByRole('dialog', { name: 'Patient Video' }).getByRole('table', { name: 'Video devices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });

  expect(answers.map((r) => `${r.status()} ${new URL(r.url()).pathname}`)).toEqual(['200 /api/v1/video_devices/picker']);
  const body = await answers[0]!.text();
  for (const value of await identifiers(request)) expect(body).not.toContain(value);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/);
  expect(text).not.toMatch(/BSD-[A-Z]{3}-\d+/);
});

test('the observer’s video visit with a patient’s own device reads no network identifier either', async ({ page, request }) => {
  const answers: Response[] = [];
  page.on('response', (r) => { if (/^\/api\/v1\/(patients|video_devices)\//.test(new URL(r.url()).pathname)) answers.push(r); });
  // Patient 2 has a running monitor on device 2: the overlay goes straight to the settings.
  await signInWithToken(page, OBSERVER, '/patients/2/overview/video-visit');
  await page.getByRole('button', { name: 'Video Visit' }).click();
  await expect(page.getByRole('dialog', { name: 'Patient Video' }).getByRole('heading', { name: 'Video Meeting Settings' })).toBeVisible({ timeout: 20_000 });
  expect(answers.some((r) => new URL(r.url()).pathname === '/api/v1/patients/2' && r.ok())).toBe(true);
  const secrets = await identifiers(request);
  for (const answer of answers.filter((r) => r.ok())) {
    const body = await answer.text();
    for (const value of secrets) expect(body, new URL(answer.url()).pathname).not.toContain(value);
  }
});
