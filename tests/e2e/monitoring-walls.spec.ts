// The other walls (issue 14): Team Mode, the wall of the patients assigned to the user; the Nursing
// Station, a unit's; Infinity Watch, one patient at a time. Patient Central is patient-central.spec.ts.
import { closeErrorReport, failingReads } from './support/faults.ts';
import { signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';
import { expect, test } from './support/stack-fixture.ts';
import { deviceOf, FIRST, framesAdvance, openWall, tile } from './support/wall.ts';

const CENTRAL = 'central@mercy-general.test';
const SYSADMIN = 'sysadmin@mercy-general.test';
const OBSERVER = 'observer@mercy-general.test';

// Tall enough that every tile of the wall is in sight: tiles out of sight do not decode.
test.use({ viewport: { width: 1280, height: 2400 } });

test('Team Mode is the wall of the user\'s assigned patients, the Nursing Station a unit\'s, and Infinity Watch plays its patient live', async ({ page, request }) => {
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const list = async <T>(url: string) => ((await (await request.get(`/api/v1${url}`, { headers: admin })).json()) as { results: T[] }).results;
  const monitored = 'filters[status][]=pending&filters[status][]=active&filters[status][]=paused';
  // Carla Nakamura (central monitoring) is seeded covering security for division 1's first patients.
  const carla = await (await request.get('/api/v1/users/current', { headers: { authorization: `Bearer ${await tokenFor(request, CENTRAL)}` } })).json() as { id: number };
  const hers = new Set((await list<{ patient: { id: number }; assignee: { id: number } }>('/care_assignments?division_id=1&per_page=100'))
    .filter((a) => a.assignee.id === carla.id).map((a) => a.patient.id));
  const monitors = await list<{ id: number; patient: { id: number }; room: { unit: { id: number; name: string } } | null }>(`/patient_monitors?division_id=1&per_page=100&${monitored}`);
  const assigned = monitors.filter((m) => hers.has(m.patient.id)).map((m) => m.id);
  expect(assigned).toContain(FIRST);

  // Team Mode: her monitored patients only, live, the session audited as watched from Team Mode.
  await openWall(page, CENTRAL, '/patient-central/team-mode?division_id=1');
  await expect(page.getByTestId('wall-tile')).toHaveCount(assigned.length);
  await tile(page, FIRST).getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
  await framesAdvance(page, FIRST);
  await expect.poll(async () => {
    const entries = await (await request.get(`/sim/audit_logs?category=video_connected&user_email=${CENTRAL}`)).json() as { source: string | null }[];
    return entries.at(-1)?.source;
  }).toBe('team_mode');

  // The Nursing Station of the first monitor's unit: every monitored patient of that unit, no other.
  const unit = monitors.find((m) => m.id === FIRST)!.room!.unit;
  await page.goto('/patient-central/nursing-station?division_id=1');
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: unit.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/patient-central/nursing-station/${unit.id}`));
  await expect(page.getByTestId('wall-tile')).toHaveCount(monitors.filter((m) => m.room?.unit.id === unit.id).length);
  await expect(tile(page, FIRST)).toBeVisible();

  // Infinity Watch shows one patient at a time, live from the start.
  await page.goto('/infinity-watch?division_id=1');
  const live = page.getByTestId('live-tile');
  await expect(live).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
  const frames = () => live.getByTestId('tile-video').evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);
  const before = await frames();
  await expect.poll(frames).toBeGreaterThan(before + 5);
});

test('a wall whose monitored patients could not be loaded says so, and Retry brings the tiles', async ({ page, request }) => {
  const failed = page.getByRole('alert').filter({ hasText: 'The monitored patients could not be loaded.' });
  await failingReads(request, '/patient_monitors', async () => {
    await signInWithToken(page, CENTRAL, '/patient-central?division_id=1');
    await expect(failed).toBeVisible();
    await expect(page.getByTestId('wall-tile')).toHaveCount(0);
  });
  await closeErrorReport(page);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(tile(page, FIRST)).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('a tile below the fold at Connect All waits for sight without a false freeze or reconnect, then plays at once', async ({ page }) => {
  // Session clocks 12 times faster: the 20 s freeze limit is 1.7 s, the 60 s wait for video 5 s.
  await openWall(page, CENTRAL, '/patient-central?division_id=1', 12);
  await page.setViewportSize({ width: 1280, height: 720 });
  const connectAll = page.getByRole('button', { name: 'Connect All', exact: true });
  await connectAll.click();
  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
  // Every tile opened (the health system's interval apart); the last of them (a paused or pending monitor's stays idle), out of sight.
  await expect(connectAll).toBeEnabled({ timeout: 15_000 });
  const id = await page.locator('[data-testid="wall-tile"]:not([data-phase="idle"])').last().getAttribute('data-monitor-id');
  const below = tile(page, Number(id));
  await expect(below).not.toBeInViewport();
  // Longer than the scaled freeze limit and wait for video together: it froze and reconnected, in a loop.
  await page.waitForTimeout(7_000);
  await expect(below).toHaveAttribute('data-reconnects', '0');
  await expect(below).not.toHaveAttribute('data-phase', /frozen|retrying/);
  await below.scrollIntoViewIfNeeded();
  await expect(below).toHaveAttribute('data-phase', 'playing', { timeout: 5_000 });
  await framesAdvance(page, Number(id));
  await expect(below).toHaveAttribute('data-reconnects', '0');
});

test('a virtual observer expands a tile to the live video overlay of its patient and camera', async ({ page }) => {
  // AccessLiveVideo on PatientMonitor is what the overlay needs (live-video §2), not the devices
  // screen's View VideoDevice, which the observer does not have.
  await openWall(page, OBSERVER, '/patient-central?division_id=1');
  await tile(page, FIRST).getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'playing', { timeout: 15_000 });
  await tile(page, FIRST).getByRole('button', { name: 'Expand', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Patient Video' });
  await expect(overlay.getByRole('heading', { name: 'Video Meeting Settings' })).toBeVisible();
  await expect(overlay).toContainText('N-302');
  await expect(overlay).not.toContainText('permission');
  // The tile's own call is the observer's, in this window: it was said to be in another window.
  await expect(overlay.getByTestId('room-participants')).toContainText('You are monitoring this room in this window');
  await expect(overlay.getByTestId('room-participants')).not.toContainText('another window');
});

test('a wall shows monitored patients only: a view that asks for every status, a monitor stopped meanwhile, and a view id that is no view', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await tokenFor(request, CENTRAL)}` };
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  type Monitor = { id: number; status: string; room: { unit: { id: number } } | null };
  const all = ((await (await request.get('/api/v1/patient_monitors?division_id=1&per_page=100', { headers: admin })).json()) as { results: Monitor[] }).results;
  // A unit with monitored patients and a stopped or created monitor beside them.
  const unitOf = (m: Monitor) => m.room?.unit.id;
  const monitored = (m: Monitor) => ['pending', 'active', 'paused'].includes(m.status);
  const unit = all.filter((m) => !monitored(m)).map(unitOf).find((u) => u !== undefined && all.some((m) => unitOf(m) === u && m.status === 'active'))!;
  const made = await request.post('/api/v1/table_user_settings?division_id=*', { headers, data: { table_user_setting: { table_id: 'patient_monitors', name: 'One unit, any status', metadata: { filters: { unit_id: unit } } } } });
  expect(made.status()).toBe(201);
  const view = ((await made.json()) as { id: number }).id;
  const watched = all.filter((m) => unitOf(m) === unit && monitored(m));
  const stopping = watched.find((m) => m.status === 'active' && m.id !== FIRST)!;
  try {
    await openWall(page, CENTRAL, `/patient-central/${view}?division_id=1`);
    await expect(page.getByTestId('wall-tile')).toHaveCount(watched.length);
    for (const m of all.filter((m) => unitOf(m) === unit && !monitored(m))) await expect(tile(page, m.id)).toHaveCount(0);

    // Stopped elsewhere while the wall is open: it leaves the wall, without a reload.
    expect((await request.post(`/api/v1/patient_monitors/${stopping.id}/stop?division_id=1`, { headers: admin })).status()).toBe(200);
    await expect(tile(page, stopping.id)).toHaveCount(0);
    await expect(page.getByTestId('tile-count')).toHaveText(`${watched.length - 1} patients`);

    await page.goto('/patient-central/abc?division_id=1');
    await expect(page.getByText('This view does not exist or is not yours to see.')).toBeVisible();
    await expect(page.getByTestId('wall-tile')).toHaveCount(0);
  } finally {
    await request.post(`/api/v1/patient_monitors/${stopping.id}/start?division_id=1`, { headers: admin });
    await request.delete(`/api/v1/table_user_settings/${view}`, { headers });
  }
});

test('a tile whose camera is offline says so in the server\'s words, keeps trying, and plays as soon as the camera is back', async ({ page, request }) => {
  const device = await deviceOf(request, await tokenFor(request, CENTRAL), FIRST);
  expect((await request.post(`/sim/devices/${device}/commands`, { data: { command: 'go_offline' } })).ok()).toBe(true);
  try {
    await openWall(page, CENTRAL, '/patient-central?division_id=1');
    await waitForRealtime(page);
    await tile(page, FIRST).getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(tile(page, FIRST).getByTestId('tile-notice')).toHaveText(/^Video device .* is offline\. Reconnecting…$/);
    // Three tries refused: the next waits 8 s (backoff 1, 2, 4, 8, 15 s).
    await expect(tile(page, FIRST)).toHaveAttribute('data-reconnects', '3', { timeout: 15_000 });
  } finally {
    expect((await request.post(`/sim/devices/${device}/commands`, { data: { command: 'go_online' } })).ok()).toBe(true);
  }
  // The device's status event connects it now, not at the end of the backoff.
  await expect(tile(page, FIRST)).toHaveAttribute('data-phase', 'playing', { timeout: 4_000 });
});

test('on a phone the wall shows one tile across, whole, whatever the columns chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWall(page, CENTRAL, '/patient-central?division_id=1');
  const first = tile(page, FIRST);
  const width = await first.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(300);
  await expect(first.getByRole('button', { name: 'Nudge', exact: true })).toBeInViewport();
});

