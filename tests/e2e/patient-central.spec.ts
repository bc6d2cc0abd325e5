// Patient Central (issue 14): a wall of live tiles, one monitoring session each. A virtual observer
// opens a saved view of the active monitors (all divisions) and connects every tile; Talk on one
// tile shows MIC IS OPEN to another clinician's wall; a frozen camera shows on its own tile only,
// which comes back by itself while the others play on.
import type { APIRequestContext, Page } from '@playwright/test';
import { deviceMedia, setDeviceFaults } from './support/live-video.ts';
import { overlay, startCall } from './support/overlay.ts';
import { tokenFor, waitForRealtime } from './support/stack.ts';
import { expect, test } from './support/stack-fixture.ts';
import { deviceOf, FIRST, framesAdvance, openWall, SECOND, shown, tile } from './support/wall.ts';

const OBSERVER = 'observer@mercy-general.test';
const CENTRAL = 'central@mercy-general.test';
const SYSADMIN = 'sysadmin@mercy-general.test';
// Tall enough that every tile of the view is in sight: tiles out of sight do not decode.
test.use({ viewport: { width: 1280, height: 2400 } });

/** The observer's own saved view of the patient monitors table: the active monitors. */
async function activeView(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post('/api/v1/table_user_settings?division_id=*', {
    headers: { authorization: `Bearer ${token}` },
    data: { table_user_setting: { table_id: 'patient_monitors', name: 'Active patients', metadata: { filters: { status: ['active'] } } } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test.afterEach(async ({ request }) => {
  const token = await tokenFor(request, OBSERVER);
  await setDeviceFaults(request, await deviceOf(request, token, FIRST), {});
});

/** Sets the health system's Connect All interval; answers the one it had. */
async function connectInterval(request: APIRequestContext, ms: number): Promise<number> {
  const headers = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const before = (await (await request.get('/api/v1/health_system_preferences/1?division_id=*', { headers })).json()) as { connect_all_interval_ms: number };
  const put = await request.put('/api/v1/health_system_preferences/1?division_id=*', { headers, data: { health_system_preference: { connect_all_interval_ms: ms } } });
  expect(put.status()).toBe(200);
  return before.connect_all_interval_ms;
}

test('Connect All brings a wall of at least twelve live tiles, each with its frames advancing; Disconnect All saves their metrics', async ({ page, request }) => {
  const token = await tokenFor(request, OBSERVER);
  const view = await activeView(request, token);
  const interval = await connectInterval(request, 150);
  try {
    await connectAllPlays(page, view);
  } finally {
    await connectInterval(request, interval);
  }
  // Each tile's quality, as a visit's, reaches POST /videos/save_metrics under its own meeting:
  // its first quality sample is its first stats record (the badge shows only a fair or poor line).
  const device = await deviceOf(request, token, FIRST);
  // The observer's own call on that device: another worker's visit may hold the device's newest one.
  const participants = await (await request.get(`/api/v1/video_devices/${device}/participants`, { headers: { authorization: `Bearer ${token}` } })).json() as { you: boolean; meeting_id: string | null }[];
  const meetingId = participants.find((p) => p.you)?.meeting_id;
  expect(meetingId).toBeTruthy();
  await page.getByRole('button', { name: 'Disconnect All' }).click();
  await expect.poll(async () => {
    const records = await (await request.get(`/sim/video_metrics?video_device_id=${device}&meeting_id=${meetingId}`)).json() as { metric_type: string; metrics: { score?: number } }[];
    return records.filter((r) => r.metric_type === 'stats' && typeof r.metrics.score === 'number').length;
  }).toBeGreaterThanOrEqual(1);
});

async function connectAllPlays(page: Page, view: number): Promise<void> {
  await openWall(page, OBSERVER, `/patient-central/${view}?division_id=*`);
  const tiles = page.getByTestId('wall-tile');
  expect(await tiles.count()).toBeGreaterThanOrEqual(12);
  await page.getByRole('button', { name: 'Connect All', exact: true }).click();
  const playing = page.locator('[data-testid="wall-tile"][data-phase="playing"]');
  // The health system's interval (150 ms here) apart: the last of 19 tiles starts about 3 s after the first.
  await expect.poll(() => playing.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(12);
  const before = await shown(playing);
  await expect.poll(async () => {
    const after = await shown(playing);
    return after.filter((frames, i) => frames > (before[i] ?? 0) + 5).length;
  }).toBeGreaterThanOrEqual(12);
  // Each tile names its patient (masked as the preference says), room, status, acuity and quality.
  await expect(tile(page, FIRST)).toContainText('Room N-302');
  await expect(tile(page, FIRST).getByTestId('acuity')).toHaveText(/^Acuity [1-5]$/);
}

test('the observer lays her wall out six across; it stays so after a reload, and three is everyone else\'s', async ({ page, browser, request }) => {
  const token = await tokenFor(request, OBSERVER);
  const rows = async (wall: Page) => {
    const tops = await wall.getByTestId('wall-tile').evaluateAll((tiles) => tiles.map((t) => Math.round(t.getBoundingClientRect().top)));
    return tops.filter((top) => top === tops[0]).length;
  };
  try {
    await openWall(page, OBSERVER, '/patient-central?division_id=*');
    expect(await page.getByTestId('wall-tile').count()).toBeGreaterThanOrEqual(12);
    await expect.poll(() => rows(page)).toBe(3);
    await page.getByRole('combobox', { name: 'Columns' }).selectOption('6');
    await expect.poll(() => rows(page)).toBe(6);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Columns' })).toHaveValue('6');
    await expect.poll(() => rows(page)).toBe(6);
    const other = await browser.newPage({ viewport: { width: 1280, height: 2400 } });
    await openWall(other, CENTRAL, '/patient-central?division_id=*');
    await expect.poll(() => rows(other)).toBe(3);
    await other.close();
  } finally {
    await request.delete('/api/v1/user_preferences/patient_central', { headers: { authorization: `Bearer ${token}` } });
  }
});

test('a reload connects again the tiles the observer had connected, and no others; leaving the wall forgets them', async ({ page, request }) => {
  const token = await tokenFor(request, OBSERVER);
  const [first, second] = [await deviceOf(request, token, FIRST), await deviceOf(request, token, SECOND)];
  await openWall(page, OBSERVER, '/patient-central?division_id=1');
  await tile(page, FIRST).getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
  const before = (await deviceMedia(request, first)).meeting_id;

  await page.reload();
  // Without a click: the room watched before the reload is watched again, on a new call.
  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
  await framesAdvance(page, FIRST);
  expect((await deviceMedia(request, first)).meeting_id).not.toBe(before);
  await expect(tile(page, FIRST).getByTestId('mic-open')).toHaveCount(0);
  await expect(tile(page, SECOND)).toHaveAttribute('data-phase', 'idle');
  // None of this observer's (another worker's test may watch the same room meanwhile).
  const me = ((await (await request.get('/api/v1/users/current', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number }).id;
  expect((await deviceMedia(request, second)).calls.filter((c) => c.connection_state !== 'closed' && c.peer_id.startsWith(`user-${me}-`))).toHaveLength(0);

  // Left within the app (its tiles disconnect, as before) and opened again: nothing connects by itself.
  await page.getByRole('link', { name: 'Patient Monitors', exact: true }).click();
  await expect(page).toHaveURL(/patient-monitors/);
  await page.goBack();
  await expect(tile(page, FIRST)).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'idle');
});

test('Talk opens the microphone to one room, and another clinician\'s wall shows MIC IS OPEN', async ({ page, browser, request }) => {
  await openWall(page, OBSERVER, '/patient-central?division_id=1');
  const other = await browser.newPage({ viewport: { width: 1280, height: 1600 } });
  try {
    await openWall(other, CENTRAL, '/patient-central?division_id=1');
    await waitForRealtime(other);
    await expect(tile(other, FIRST).getByTestId('other-mic-open')).toHaveCount(0);

    await tile(page, FIRST).getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
    // The tile's session is audited as watched from Central Monitoring.
    await expect.poll(async () => {
      const entries = await (await request.get(`/sim/audit_logs?category=video_connected&user_email=${OBSERVER}`)).json() as { video_type: string; source: string | null }[];
      return entries.at(-1);
    }).toMatchObject({ video_type: 'monitoring', source: 'central_monitoring' });
    await tile(page, FIRST).getByRole('button', { name: 'Talk' }).click();
    await expect(tile(page, FIRST).getByTestId('mic-open')).toHaveText('MIC IS OPEN');
    await expect(tile(other, FIRST).getByTestId('other-mic-open')).toHaveText('MIC IS OPEN: Owen Price');
    await expect(tile(other, SECOND).getByTestId('other-mic-open')).toHaveCount(0);

    await tile(page, FIRST).getByRole('button', { name: 'Talk' }).click();
    await expect(tile(page, FIRST).getByTestId('mic-open')).toHaveCount(0);
    await expect(tile(other, FIRST).getByTestId('other-mic-open')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('a visit opened from the wall takes the microphone: the tile\'s Talk closes, so only the visited room hears the clinician', async ({ page, request }) => {
  const token = await tokenFor(request, CENTRAL);
  const talking = async (deviceId: number) => ((await (await request.get(`/api/v1/video_devices/${deviceId}/participants`, { headers: { authorization: `Bearer ${token}` } })).json()) as { mic_open: boolean }[])
    .some((p) => p.mic_open);
  const first = await deviceOf(request, token, FIRST);
  await openWall(page, CENTRAL, '/patient-central?division_id=1');
  await tile(page, FIRST).getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
  await tile(page, FIRST).getByRole('button', { name: 'Talk' }).click();
  await expect(tile(page, FIRST).getByTestId('mic-open')).toHaveText('MIC IS OPEN');
  await expect.poll(() => talking(first)).toBe(true);

  await tile(page, SECOND).getByRole('button', { name: 'Expand', exact: true }).click();
  await startCall(page);
  await expect(tile(page, FIRST).getByTestId('mic-open')).toHaveCount(0);
  await expect(tile(page, FIRST).getByRole('button', { name: 'Talk' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => talking(first)).toBe(false);
  await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
});

test('only the room the observer listens to sends its sound to her wall; Listen on another room moves it there', async ({ page, request }) => {
  const token = await tokenFor(request, OBSERVER);
  await openWall(page, OBSERVER, '/patient-central?division_id=1');
  for (const id of [FIRST, SECOND]) await tile(page, id).getByRole('button', { name: 'Connect', exact: true }).click();
  for (const id of [FIRST, SECOND]) await expect(tile(page, id)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
  const devices: Record<number, number> = { [FIRST]: await deviceOf(request, token, FIRST), [SECOND]: await deviceOf(request, token, SECOND) };
  // Packets of room sound the device sent the wall's call within half a second (about 8 when sent).
  const sent = async (monitorId: number) => {
    const count = async () => {
      const media = await deviceMedia(request, devices[monitorId]!);
      return media.calls.find((c) => c.meeting_id === media.meeting_id)?.audio_sent ?? 0;
    };
    const before = await count();
    await page.waitForTimeout(500);
    return (await count()) - before;
  };
  // Whether the tile plays its room's sound: an audio element, unmuted and playing, with the call's
  // audio track (the picture itself plays muted, without it).
  const playsSound = (monitorId: number) => tile(page, monitorId).locator('audio').evaluateAll((elements: HTMLAudioElement[]) => elements.some((a) => {
    const tracks = (a.srcObject as MediaStream | null)?.getAudioTracks() ?? [];
    return !a.muted && !a.paused && tracks.length === 1 && tracks[0]?.readyState === 'live';
  }));
  const pictureHasSound = (monitorId: number) => tile(page, monitorId).getByTestId('tile-video').evaluate((v: HTMLVideoElement) => (v.srcObject as MediaStream | null)?.getAudioTracks().length ?? 0);

  // Nobody listens yet: neither device sends its room's sound (the tiles would not play it).
  await expect.poll(() => sent(FIRST)).toBe(0);
  await expect.poll(() => sent(SECOND)).toBe(0);
  await tile(page, FIRST).getByRole('button', { name: 'Listen' }).click();
  await expect.poll(() => sent(FIRST)).toBeGreaterThan(3);
  await expect.poll(() => playsSound(FIRST)).toBe(true);
  expect(await sent(SECOND)).toBe(0);
  expect(await playsSound(SECOND)).toBe(false);
  await tile(page, SECOND).getByRole('button', { name: 'Listen' }).click();
  await expect.poll(() => sent(SECOND)).toBeGreaterThan(3);
  await expect.poll(() => sent(FIRST)).toBe(0);
  await expect.poll(() => playsSound(SECOND)).toBe(true);
  expect(await playsSound(FIRST)).toBe(false);
  // No picture carries a room's audio track: a muted one would still run the browser's audio output.
  expect([await pictureHasSound(FIRST), await pictureHasSound(SECOND)]).toEqual([0, 0]);
});

test('a frozen camera shows on its own tile only, and the tile comes back by itself', async ({ page, request }) => {
  const token = await tokenFor(request, OBSERVER);
  // speed 10: the spec's 20 s of freeze before the session gives up become 2 s.
  await openWall(page, OBSERVER, '/patient-central?division_id=1', 10);
  for (const id of [FIRST, SECOND]) await tile(page, id).getByRole('button', { name: 'Connect', exact: true }).click();
  for (const id of [FIRST, SECOND]) await expect(tile(page, id)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });

  await setDeviceFaults(request, await deviceOf(request, token, FIRST), { freeze: true });
  await expect(tile(page, FIRST).getByTestId('tile-notice')).toContainText(/frozen/i, { timeout: 10_000 });
  await expect(tile(page, SECOND)).toHaveAttribute('data-phase', 'playing');
  await framesAdvance(page, SECOND);

  await setDeviceFaults(request, await deviceOf(request, token, FIRST), {});
  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'playing', { timeout: 20_000 });
  await expect(tile(page, FIRST).getByTestId('tile-notice')).toHaveCount(0);
  await framesAdvance(page, FIRST);
  await expect(tile(page, SECOND)).toHaveAttribute('data-phase', 'playing');
});

test('a camera that drops its call: its tile says so at once and reconnects, the other tile plays on', async ({ page, request }) => {
  const token = await tokenFor(request, OBSERVER);
  // Normal speed: the tile must learn it from the meeting's end, not from 20 s of frozen picture.
  await openWall(page, OBSERVER, '/patient-central?division_id=1');
  for (const id of [FIRST, SECOND]) await tile(page, id).getByRole('button', { name: 'Connect', exact: true }).click();
  for (const id of [FIRST, SECOND]) await expect(tile(page, id)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });

  // Every notice the tile shows, kept: the one that matters lasts only until the tile retries (1 s).
  await tile(page, FIRST).evaluate((element) => {
    const seen: string[] = ((window as unknown as { seenNotices: string[] }).seenNotices = []);
    new MutationObserver(() => {
      const notice = element.querySelector('[data-testid="tile-notice"]')?.textContent;
      if (notice && seen.at(-1) !== notice) seen.push(notice);
    }).observe(element, { subtree: true, childList: true, characterData: true });
  });
  const seenNotices = () => page.evaluate(() => (window as unknown as { seenNotices: string[] }).seenNotices);
  expect((await request.post(`/sim/devices/${await deviceOf(request, token, FIRST)}/media/drop`)).ok()).toBe(true);
  await expect.poll(seenNotices, { timeout: 3_000 }).toContain('Disconnected from the room. Reconnecting…');
  expect(await seenNotices()).not.toContain('Video frozen');
  await expect(tile(page, SECOND)).toHaveAttribute('data-phase', 'playing');

  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
  await expect(tile(page, FIRST)).toHaveAttribute('data-reconnects', '1');
  await framesAdvance(page, FIRST);
  await framesAdvance(page, SECOND);
});

test('closing the tab while a tile still connects: the tile is audited as started and ended, and its call ends on the device', async ({ page, request }) => {
  const token = await tokenFor(request, OBSERVER);
  const device = await deviceOf(request, token, FIRST);
  // A frozen camera: the call connects but shows no frame, so the tile stays connecting and its
  // video_started entry waits behind it (call-lanes.ts holds calls nobody waits for, up to 3 s).
  await setDeviceFaults(request, device, { freeze: true });
  await openWall(page, OBSERVER, '/patient-central?division_id=1');
  const earlier = (await deviceMedia(request, device)).meeting_id;
  await tile(page, FIRST).getByRole('button', { name: 'Connect', exact: true }).click();
  await expect.poll(async () => (await deviceMedia(request, device)).meeting_id).not.toBe(earlier);
  const meetingId = (await deviceMedia(request, device)).meeting_id;
  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'connecting');
  // As Chrome closes a tab: pagehide runs, and the page is gone before any timer of its fires.
  await page.close();
  // video_connected too when the call connected before the tab closed (no frame came: still connecting).
  const audited = async () => {
    const entries = await (await request.get(`/sim/audit_logs?meeting_id=${meetingId}`)).json() as { category: string; source: string | null; patient_monitor_id: number }[];
    return entries.map((e) => `${e.category}:${e.source}:${e.patient_monitor_id}`);
  };
  await expect.poll(audited, { timeout: 5_000 }).toEqual(expect.arrayContaining([`video_started:central_monitoring:${FIRST}`, `video_ended:central_monitoring:${FIRST}`]));
  expect((await audited()).filter((e) => !e.startsWith('video_connected:'))).toHaveLength(2);
  // This meeting's call, that is: a tile of an earlier test whose browser context was torn down
  // (no pagehide, as a crash) may still be up on the device until its 30 s connection check.
  await expect.poll(async () => (await deviceMedia(request, device)).calls.some((c) => c.meeting_id === meetingId && c.connection_state !== 'closed'), { timeout: 5_000 }).toBe(false);
});
