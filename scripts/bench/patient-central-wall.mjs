// Patient Central through the real page: for 8, 16 and 30 tiles in one Chromium page, Connect All
// (the health system's interval set to 1 ms: no stagger) to every tile playing, then each tile's
// painted frames per second over the window (median, minimum, from the video elements as the e2e
// tests read them), and the CPU (% of one core) and memory of the device emulator and of Chromium.
// The demo hospital has 15 active monitors on online cameras; the bench (on its own stack) resumes
// or starts more to have 30 (watchableMonitors), and pauses every active monitor outside the level,
// so a view of the active monitors holds exactly the level's tiles.
/* global document -- page.evaluate bodies run in Chromium */
import { findEmulator, sample } from './emulator-load.mjs';
import { percentile, tokenFor } from './lib.mjs';
import { chromiumPid, watchableMonitors } from './monitoring-wall.mjs';
import { deviceIdle } from './video-peers.mjs';

const round = (n, digits = 1) => Number(n.toFixed(digits));
const SYSADMIN = 'sysadmin@mercy-general.test';

function api(base, token) {
  return async (method, path, body) => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
}

/** Exactly `chosen` active: the others paused, the chosen resumed. */
async function onlyActive(call, chosen) {
  const wanted = new Set(chosen.map((m) => m.monitorId));
  const { results } = await call('GET', '/patient_monitors?division_id=*&per_page=100');
  for (const m of results) {
    if (m.status === 'active' && !wanted.has(m.id)) await call('POST', `/patient_monitors/${m.id}/pause?division_id=${m.division.id}`, { reason: 'Benchmark' });
    if (m.status === 'paused' && wanted.has(m.id)) await call('POST', `/patient_monitors/${m.id}/resume?division_id=${m.division.id}`);
  }
}

/** Clicks Connect All and waits in the page until `tiles` tiles play; ms from the click. */
const connectAll = (page, tiles) => page.evaluate(async (wanted) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Connect All');
  const started = performance.now();
  const times = {};
  button.click();
  while (performance.now() - started < 60_000) {
    const playing = document.querySelectorAll('[data-testid="wall-tile"][data-phase="playing"]');
    for (const tile of playing) times[tile.dataset.monitorId] ??= Math.round(performance.now() - started);
    if (playing.length >= wanted) return { allMs: performance.now() - started, times: Object.values(times).sort((a, b) => a - b) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not all ${wanted} tiles playing within 60 s`);
}, tiles);

const paintedFrames = (page) => page.evaluate(() => [...document.querySelectorAll('[data-testid="tile-video"]')].map((v) => v.getVideoPlaybackQuality().totalVideoFrames));
/** How many tiles are in each phase, and how often tiles reconnected by themselves. */
const phases = (page) => page.evaluate(() => {
  const tiles = [...document.querySelectorAll('[data-testid="wall-tile"]')];
  const counts = {};
  for (const tile of tiles) counts[tile.dataset.phase] = (counts[tile.dataset.phase] ?? 0) + 1;
  return { counts, reconnects: tiles.reduce((sum, tile) => sum + Number(tile.dataset.reconnects ?? 0), 0) };
});

/**
 * Most tiles scrolled out of sight (a window two rows high): Chromium's CPU then, how many tiles
 * still show their picture, and once the window shows them all again, the time until every tile paints anew.
 */
async function outOfSight(page, browserPid, seconds = 20) {
  const full = page.viewportSize();
  await page.setViewportSize({ width: full.width, height: 1000 });
  await page.waitForTimeout(2000);
  const shown = await page.evaluate(() => document.querySelectorAll('[data-testid="tile-video"][data-receiving]').length);
  const chromium = await sample(browserPid, seconds);
  // A video element given its stream again counts frames from 0: wait for a painted frame of each.
  const painted = page.evaluate(async () => {
    const started = performance.now();
    const videos = [...document.querySelectorAll('[data-testid="tile-video"]')];
    const done = new Set();
    const asked = new Set();
    while (performance.now() - started < 10_000) {
      videos.forEach((video, i) => {
        if (asked.has(i) || !video.srcObject) return;
        asked.add(i);
        video.requestVideoFrameCallback(() => done.add(i));
      });
      if (done.size === videos.length) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return null;
  });
  await page.setViewportSize(full);
  const resumeMs = await painted;
  return { outOfSight: { tilesShown: shown, chromiumCpuPercent: chromium.cpuPercent, chromiumRssMb: chromium.rssMb, allPaintingAgainMs: resumeMs === null ? null : Math.round(resumeMs) } };
}

export async function benchPatientCentralWall(browser, base, stackPid, { levels = [8, 16, 30], seconds = 60 } = {}) {
  const emulatorPid = findEmulator(stackPid);
  const browserPid = chromiumPid();
  const token = await tokenFor(base, SYSADMIN);
  const call = api(base, token);
  const monitors = await watchableMonitors(base, token, Math.max(...levels));
  const [health] = (await call('GET', '/health_system_preferences?division_id=*')).results;
  await call('PUT', `/health_system_preferences/${health.id}?division_id=*`, { health_system_preference: { connect_all_interval_ms: 1 } });
  const view = await call('POST', '/table_user_settings?division_id=*', { table_user_setting: { table_id: 'patient_monitors', name: 'Bench wall', metadata: { filters: { status: ['active'] } } } });
  const result = { emulatorIdle: await sample(emulatorPid, 5) };
  try {
    for (const tiles of levels) {
      const chosen = monitors.slice(0, tiles);
      await onlyActive(call, chosen);
      // Three tiles a row (grid_column_number): a page tall enough that every tile is in sight.
      const page = await browser.newPage({ viewport: { width: 1280, height: 400 + Math.ceil(tiles / 3) * 330 } });
      try {
        await page.goto(`${base}/patient-central/${view.id}?division_id=*&api_token=${token}`);
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="wall-tile"]').length === n, tiles, { timeout: 30_000 });
        const connected = await connectAll(page, tiles);
        const allPlayingMs = Math.round(connected.allMs);
        const before = await paintedFrames(page);
        const [emulator, chromium] = await Promise.all([sample(emulatorPid, seconds), sample(browserPid, seconds)]);
        const after = await paintedFrames(page);
        const fps = after.map((n, i) => (n - (before[i] ?? 0)) / seconds).sort((a, b) => a - b);
        const end = await phases(page);
        result[`tiles${tiles}`] = {
          allPlayingMs,
          medianPlayingMs: percentile(connected.times, 50),
          fpsMedian: round(percentile(fps, 50)),
          fpsMin: round(fps[0] ?? 0),
          phasesAtEnd: end.counts,
          reconnects: end.reconnects,
          emulatorCpuPercent: emulator.cpuPercent,
          emulatorRssMb: emulator.rssMb,
          emulatorFfmpegProcesses: emulator.ffmpegProcesses,
          chromiumCpuPercent: chromium.cpuPercent,
          chromiumRssMb: chromium.rssMb,
        };
        if (tiles === Math.max(...levels)) Object.assign(result[`tiles${tiles}`], await outOfSight(page, browserPid));
        console.error(`  patient central wall ${tiles} tiles: ${JSON.stringify(result[`tiles${tiles}`])}`);
        await page.getByRole('button', { name: 'Disconnect All' }).click();
        // Every tile's leave reaches the server before the page goes.
        await page.waitForLoadState('networkidle');
      } finally {
        await page.close();
      }
      for (const { deviceId } of chosen) await deviceIdle(base, deviceId, 0, 45_000);
    }
    return result;
  } finally {
    await call('PUT', `/health_system_preferences/${health.id}?division_id=*`, { health_system_preference: { connect_all_interval_ms: health.connect_all_interval_ms } });
  }
}
