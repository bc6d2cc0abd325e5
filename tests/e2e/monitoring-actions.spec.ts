// What viewers of a monitored patient share (issue 14), shown on the monitor's monitoring page in
// two browsers: Alarm asks first, stores a stat alarm, toasts for 5 s (live video §9), and its red
// banner stays in both browsers until one documents it; the privacy curtain closed in one browser
// blurs the video in the other without a reload. Infinity Watch moves on at the user's
// carousel_duration (Playwright's clock), and what is done there is audited with that source.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { overlay, startCall } from './support/overlay.ts';
import { signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';
import { openWall, tile } from './support/wall.ts';

const NURSE = 'nurse@mercy-general.test';
const OBSERVER = 'observer@mercy-general.test';
const VIRTUAL_NURSE = 'virtual.nurse@mercy-general.test';
const MONITOR = 1;
const PAGE = `/patient-monitors/${MONITOR}/monitoring?division_id=1`;

type WatchState = { curtain_closed: boolean; stat_alarm: { id: number; status: string; raised_by: { name: string } } | null };

async function watchState(request: APIRequestContext, token: string): Promise<WatchState | undefined> {
  const response = await request.get(`/api/v1/patient_monitors/watch_states?monitor_ids[]=${MONITOR}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { results: WatchState[] }).results[0];
}

test('Alarm asks, stores a stat alarm, toasts for 5 s and bannered in both browsers until documented; the curtain blurs the other browser', async ({ page, browser, request }) => {
  await page.clock.install();
  const token = await signInWithToken(page, NURSE, PAGE);
  const other = await (await browser.newContext()).newPage();
  try {
    await signInWithToken(other, OBSERVER, PAGE);
    await Promise.all([waitForRealtime(page), waitForRealtime(other)]);

    await page.getByRole('button', { name: 'Alarm', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send Stat Alarm' });
    await expect(confirm).toBeVisible();
    expect((await watchState(request, token))?.stat_alarm).toBeNull();
    await confirm.getByRole('button', { name: 'Send Alarm' }).click();

    const toast = page.getByText('Stat alarm sent');
    await expect(toast).toBeVisible();
    expect((await watchState(request, token))?.stat_alarm).toMatchObject({ status: 'open', raised_by: { name: 'Nora Lindqvist' } });
    for (const viewer of [page, other]) await expect(viewer.getByTestId('stat-alarm-banner')).toContainText('STAT ALARM · Nora Lindqvist');
    // The page's clock also runs by itself meanwhile: checks leave it a margin either side of 5 s.
    await page.clock.fastForward(3_000);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(2_500);
    await expect(toast).toHaveCount(0);
    await expect(page.getByTestId('stat-alarm-banner')).toBeVisible();
    // One open alarm at a time: another is not offered until this one is documented.
    for (const viewer of [page, other]) await expect(viewer.getByRole('button', { name: 'Alarm', exact: true })).toBeDisabled();

    await other.getByTestId('stat-alarm-banner').getByRole('button', { name: 'Document' }).click();
    const dialog = other.getByRole('dialog', { name: 'Document Stat Alarm' });
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Patient helped back to bed');
    await dialog.getByRole('button', { name: 'Document' }).click();
    for (const viewer of [other, page]) await expect(viewer.getByTestId('stat-alarm-banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Alarm', exact: true })).toBeEnabled();
    expect((await watchState(request, token))?.stat_alarm).toBeNull();

    await other.getByRole('button', { name: 'Close Curtain' }).click();
    const veil = page.getByTestId('privacy-curtain');
    await expect(veil).toContainText('Privacy curtain closed by Owen Price');
    await expect(veil).toHaveCSS('backdrop-filter', /blur/);
    await other.getByRole('button', { name: 'Open Curtain' }).click();
    await expect(veil).toHaveCount(0);
  } finally {
    const headers = { authorization: `Bearer ${await tokenFor(request, OBSERVER)}` };
    const open = (await watchState(request, token))?.stat_alarm;
    if (open) await request.post(`/api/v1/stat_alarms/${open.id}/document`, { headers, data: { note: 'Test cleanup' } });
    await request.put(`/api/v1/patient_monitors/${MONITOR}/curtain`, { headers, data: { closed: false } });
    await other.context().close();
  }
});

test('a closed curtain covers the picture of a visit to its patient too, not only the wall\'s tile', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await tokenFor(request, OBSERVER)}` };
  expect((await request.put(`/api/v1/patient_monitors/${MONITOR}/curtain`, { headers, data: { closed: true } })).ok()).toBe(true);
  try {
    await openWall(page, 'central@mercy-general.test', '/patient-central?division_id=1');
    await expect(tile(page, MONITOR).getByTestId('privacy-curtain')).toBeVisible();
    await tile(page, MONITOR).getByRole('button', { name: 'Expand', exact: true }).click();
    await startCall(page);
    await expect(overlay(page).getByTestId('privacy-curtain')).toContainText('Privacy curtain closed by Owen Price');
    await request.put(`/api/v1/patient_monitors/${MONITOR}/curtain`, { headers, data: { closed: false } });
    await expect(overlay(page).getByTestId('privacy-curtain')).toHaveCount(0);
    await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
  } finally {
    await request.put(`/api/v1/patient_monitors/${MONITOR}/curtain`, { headers, data: { closed: false } });
  }
});

test('Infinity Watch moves on at the carousel duration and stays while the user interacts', async ({ page, request }) => {
  // About 9 s alone; beside the Patient Central wall in the other worker it ran past 30 s.
  test.setTimeout(60_000);
  const headers = { authorization: `Bearer ${await tokenFor(request, VIRTUAL_NURSE)}` };
  await request.put('/api/v1/user_preferences/infinity_watch', { headers, data: { user_preference: { settings: { carousel_duration: 15 } } } });
  let stoppedAhead: number | null = null;
  try {
    await page.clock.install();
    // The page's clock also times its API calls out (15 s): a jump while a call is on its way (the
    // next patient's join, the last one's leave and metrics) would fail that call. Jump when none is.
    const fastForward = async (ms: number) => {
      await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
      await page.clock.fastForward(ms);
    };
    await signInWithToken(page, VIRTUAL_NURSE, '/infinity-watch?division_id=1');
    const shown = page.getByTestId('infinity-watch-patient');
    await expect(page.getByText('Moves on every 15 s')).toBeVisible();
    const first = await shown.getAttribute('data-monitor-id');
    await expect(page.getByTestId('carousel-position')).toHaveText(/^1 of [2-9]/);

    // The clock also runs by itself meanwhile: a margin below the 15 s, then past it.
    await fastForward(12_000);
    await expect(shown).toHaveAttribute('data-monitor-id', first!);
    await fastForward(4_000);
    await expect(page.getByTestId('carousel-position')).toHaveText(/^2 of/);
    await expect(shown).not.toHaveAttribute('data-monitor-id', first!);

    // A click is the user interacting: no move while they do, then on again a quiet while after.
    await shown.getByRole('heading').click();
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await fastForward(16_000);
    await expect(page.getByTestId('carousel-position')).toHaveText(/^2 of/);
    await fastForward(10_000);
    await expect(page.getByTestId('carousel-position')).toHaveText(/^3 of|^1 of 2/);

    // A nudge from here highlights the patient, and its audit entry names the source infinity_watch.
    await shown.getByRole('button', { name: 'Nudge', exact: true }).click();
    await expect(shown.getByTestId('nudge-highlight')).toContainText('Nudged by Vera Anne Castellano');
    const audits = await (await request.get('/sim/audit_logs?category=patient_monitors.nudged')).json() as { source: string | null }[];
    expect(audits.at(-1)?.source).toBe('infinity_watch');
    await shown.getByRole('button', { name: 'Clear Nudge' }).click();
    await expect(shown.getByTestId('nudge-highlight')).toHaveCount(0);

    // An open dialog holds the carousel however long it stays open: the alarm goes to the patient
    // it was asked for (it went to whoever the carousel had moved on to).
    const asked = (await shown.getAttribute('data-monitor-id'))!;
    await shown.getByRole('button', { name: 'Alarm', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send Stat Alarm' });
    const question = await confirm.getByText(/^Send a stat alarm/).textContent();
    // Meanwhile a colleague stops the monitor shown first: the list shifts under the open dialog.
    const admin = { authorization: `Bearer ${await tokenFor(request, 'sysadmin@mercy-general.test')}` };
    const listed = ((await (await request.get('/api/v1/patient_monitors?division_id=1&per_page=100&filters[status][]=active&order_by[field]=room&order_by[direction]=asc', { headers: admin })).json()) as { results: { id: number }[] }).results;
    stoppedAhead = listed[0]!.id === Number(asked) ? listed[1]!.id : listed[0]!.id;
    expect((await request.post(`/api/v1/patient_monitors/${stoppedAhead}/stop?division_id=1`, { headers: admin })).status()).toBe(200);
    await expect(page.getByTestId('carousel-position')).toHaveText(new RegExp(` of ${listed.length - 1}$`));
    await fastForward(16_000);
    await fastForward(16_000);
    await expect(shown).toHaveAttribute('data-monitor-id', asked);
    await expect(confirm.getByText(/^Send a stat alarm/)).toHaveText(question!);
    await confirm.getByRole('button', { name: 'Send Alarm' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(shown).toHaveAttribute('data-monitor-id', asked);
    const banner = shown.getByTestId('stat-alarm-banner');
    await expect(banner).toBeVisible();
    // The note being typed is kept as long as the Document dialog stays open.
    await banner.getByRole('button', { name: 'Document' }).click();
    const note = page.getByRole('dialog', { name: 'Document Stat Alarm' });
    await note.getByRole('textbox', { name: 'Note' }).fill('Checked on the patient');
    await fastForward(16_000);
    await fastForward(16_000);
    await expect(note.getByRole('textbox', { name: 'Note' })).toHaveValue('Checked on the patient');
    await note.getByRole('button', { name: 'Document' }).click();
    await expect(banner).toHaveCount(0);
    await expect(shown).toHaveAttribute('data-monitor-id', asked);
  } finally {
    await request.delete('/api/v1/user_preferences/infinity_watch', { headers });
    if (stoppedAhead !== null) await request.post(`/api/v1/patient_monitors/${stoppedAhead}/start?division_id=1`, { headers: { authorization: `Bearer ${await tokenFor(request, 'sysadmin@mercy-general.test')}` } });
  }
});

test('Manager View shows who is watching which patient, and an alarm one of them raises without a reload', async ({ page, browser, request }) => {
  const observerToken = await tokenFor(request, OBSERVER);
  const watcher = await (await browser.newContext()).newPage();
  try {
    // Owen watches monitor 1 from its monitoring page (a monitoring session on its camera).
    await signInWithToken(watcher, OBSERVER, PAGE);
    const frames = () => watcher.getByTestId('monitoring-video').locator('video').evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);
    await expect.poll(frames, { timeout: 20_000 }).toBeGreaterThan(0);

    await signInWithToken(page, 'manager@mercy-general.test', '/manager-view?division_id=1');
    await waitForRealtime(page);
    const owen = page.getByTestId('manager-view').getByRole('row').filter({ hasText: 'Owen Price' });
    const watching = owen.locator('[title="Watching now"]');
    await expect(watching).toHaveCount(1);
    const cells = owen.getByRole('cell');
    const alarmsBefore = Number(await cells.nth(3).textContent());

    // His alarm reaches the manager's page live (stat-alarm-changed), undocumented.
    await watcher.getByRole('button', { name: 'Alarm', exact: true }).click();
    await watcher.getByRole('dialog', { name: 'Send Stat Alarm' }).getByRole('button', { name: 'Send Alarm' }).click();
    await expect(cells.nth(3)).toHaveText(String(alarmsBefore + 1));
    await expect(cells.nth(5)).not.toHaveText('0');
  } finally {
    const open = (await watchState(request, observerToken))?.stat_alarm;
    if (open) await request.post(`/api/v1/stat_alarms/${open.id}/document`, { headers: { authorization: `Bearer ${observerToken}` }, data: { note: 'Test cleanup' } });
    await watcher.context().close();
  }
});
