// Patient Central through the real page: for 8, 16 and 30 tiles in one Chromium page, Connect All
// (the health system's interval set to 1 ms: no stagger) to every tile playing, then each tile's
// painted frames per second over the window (median, minimum, from the video elements as the e2e
// tests read them), and the CPU (% of one core) and memory of the device emulator and of Chromium.
// Where the Connect All time goes: each tile's steps, the API calls' waits, and the CPU each part
// of the stack spent meanwhile.
// The demo hospital has 15 active monitors on online cameras; the bench (on its own stack) resumes
// or starts more to have 30 (watchableMonitors), and pauses every active monitor outside the level,
// so a view of the active monitors holds exactly the level's tiles.
/* global document, window -- page.evaluate bodies run in Chromium */
import { findEmulator, processes, sample, settled } from './emulator-load.mjs';
import { percentile, tokenFor } from './lib.mjs';
import { chromiumPid, watchableMonitors } from './monitoring-wall.mjs';
import { deviceIdle } from './video-peers.mjs';
import { apiCallsOf, cpuSpent, deviceStepsOf, instrumentSteps, stepsOf, threadCpuSpent, threadedParts, threadTicks } from './wall-steps.mjs';
import { outOfSight } from './wall-sight.mjs';

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


/** Clicks Connect All and waits in the page until `tiles` tiles play and show a frame; ms from the click. */
const connectAll = (page, tiles) => page.evaluate(async (wanted) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Connect All');
  const started = performance.now();
  const times = {};
  button.click();
  while (performance.now() - started < 60_000) {
    // Playing as the observer sees it: the tile says so and its picture has painted a frame.
    const playing = [...document.querySelectorAll('[data-testid="wall-tile"][data-phase="playing"]')]
      .filter((tile) => tile.querySelector('video')?.getVideoPlaybackQuality().totalVideoFrames > 0);
    for (const tile of playing) times[tile.dataset.monitorId] ??= Math.round(performance.now() - started);
    if (playing.length >= wanted) return { allMs: performance.now() - started, times: Object.values(times).sort((a, b) => a - b) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not all ${wanted} tiles playing within 60 s`);
}, tiles);

/**
 * Each tile's jitter buffer figures (seconds held, frames out) from its peer connection, by the
 * connection's place in the page's list (null for one not connected, so a reconnect meanwhile does
 * not pair one tile's figures with another's).
 */
const heldFrames = (page) => page.evaluate(() => Promise.all((window.wallPeers ?? []).map(async (pc) => {
  if (pc.connectionState !== 'connected') return null;
  let held = null;
  (await pc.getStats()).forEach((s) => { if (s.type === 'inbound-rtp' && s.kind === 'video') held = [s.jitterBufferDelay ?? 0, s.jitterBufferEmittedCount ?? 0]; });
  return held;
})));

/** The median and longest jitter buffer delay per frame (ms) between two heldFrames readings. */
function pictureDelayMs(before, after) {
  const delays = after.flatMap((end, i) => {
    const start = before[i];
    return end && start && end[1] > start[1] ? [((end[0] - start[0]) / (end[1] - start[1])) * 1000] : [];
  }).sort((a, b) => a - b);
  return delays.length ? { median: Math.round(percentile(delays, 50)), max: Math.round(delays.at(-1)), n: delays.length } : null;
}

const paintedFrames = (page) => page.evaluate(() => [...document.querySelectorAll('[data-testid="tile-video"]')].map((v) => v.getVideoPlaybackQuality().totalVideoFrames));
/** How many tiles are in each phase, and how often tiles reconnected by themselves. */
const phases = (page) => page.evaluate(() => {
  const tiles = [...document.querySelectorAll('[data-testid="wall-tile"]')];
  const counts = {};
  for (const tile of tiles) counts[tile.dataset.phase] = (counts[tile.dataset.phase] ?? 0) + 1;
  return { counts, reconnects: tiles.reduce((sum, tile) => sum + Number(tile.dataset.reconnects ?? 0), 0) };
});

/**
 * What the tiles' peers connected now received so far, summed: video packets received and lost,
 * frames the decoder dropped (a reconnected tile's earlier calls are not counted: the soak says its
 * reconnects beside); and the page's JavaScript heap (MB, precise: video.mjs starts Chromium with
 * --enable-precise-memory-info), to tell the app's own memory from Chromium's in its resident size.
 */
const received = (page) => page.evaluate(async () => {
  const sums = { packetsReceived: 0, packetsLost: 0, framesDropped: 0 };
  for (const pc of window.wallPeers ?? []) {
    if (pc.connectionState !== 'connected') continue;
    (await pc.getStats()).forEach((s) => {
      if (s.type !== 'inbound-rtp' || s.kind !== 'video') return;
      sums.packetsReceived += s.packetsReceived ?? 0;
      sums.packetsLost += s.packetsLost ?? 0;
      sums.framesDropped += s.framesDropped ?? 0;
    });
  }
  return { ...sums, jsHeapMb: Math.round(performance.memory.usedJSHeapSize / 1e5) / 10 };
});

/**
 * The wall left running (the issue's 10 minutes): each minute, the tiles' painted fps (median,
 * minimum), how many play, reconnects so far, video packets received and lost and frames dropped
 * over all tiles so far, the page's JavaScript heap, and the CPU and memory of the emulator and
 * Chromium; then how much their memory grew from the first minute to the last.
 */
async function soak(page, emulatorPid, browserPid, minutes) {
  const perMinute = [];
  for (let minute = 1; minute <= minutes; minute += 1) {
    const before = await paintedFrames(page);
    const [emulator, chromium] = await Promise.all([sample(emulatorPid, 60), sample(browserPid, 60)]);
    const after = await paintedFrames(page);
    const fps = after.map((n, i) => (n - (before[i] ?? 0)) / 60).sort((a, b) => a - b);
    const end = await phases(page);
    perMinute.push({
      minute, fpsMedian: round(percentile(fps, 50)), fpsMin: round(fps[0] ?? 0), playing: end.counts.playing ?? 0, reconnects: end.reconnects,
      ...await received(page),
      emulatorCpuPercent: emulator.cpuPercent, emulatorRssMb: emulator.rssMb, chromiumCpuPercent: chromium.cpuPercent, chromiumRssMb: chromium.rssMb,
    });
    console.error(`  soak minute ${minute}: ${JSON.stringify(perMinute.at(-1))}`);
  }
  const first = perMinute[0];
  const last = perMinute.at(-1);
  return {
    minutes,
    tilesPlayingAtEnd: last.playing,
    reconnects: last.reconnects,
    fpsMinOverMinutes: Math.min(...perMinute.map((m) => m.fpsMin)),
    packetsLost: last.packetsLost,
    framesDropped: last.framesDropped,
    chromiumRssGrowthMbPerMinute: round((last.chromiumRssMb - first.chromiumRssMb) / Math.max(1, minutes - 1)),
    jsHeapGrowthMbPerMinute: round((last.jsHeapMb - first.jsHeapMb) / Math.max(1, minutes - 1)),
    emulatorRssGrowthMbPerMinute: round((last.emulatorRssMb - first.emulatorRssMb) / Math.max(1, minutes - 1)),
    perMinute,
  };
}

/**
 * WALL_PROFILE=/tmp/wall: from Connect All to every tile playing, the page's JavaScript CPU profile
 * (/tmp/wall-<tiles>.cpuprofile) and a Chromium trace of its main thread's rendering work
 * (/tmp/wall-trace.json, the last level's); DevTools opens both. A web build without minifying keeps the
 * names: WEB_OUT_DIR of `npm run build -w web -- --outDir DIR --minify false`.
 */
async function startProfile(browser, page) {
  if (!process.env.WALL_PROFILE) return null;
  await browser.startTracing(page, { path: `${process.env.WALL_PROFILE}-trace.json`, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel', 'webrtc'] });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return {
    async save(prefix) {
      const { profile } = await cdp.send('Profiler.stop');
      const { writeFile } = await import('node:fs/promises');
      await writeFile(`${prefix}.cpuprofile`, JSON.stringify(profile));
      await cdp.detach();
      await browser.stopTracing();
    },
  };
}

/**
 * The wall as one large screen shows it: 6 tiles across a 1920 px window (WALL_COLUMNS,
 * WALL_WIDTH; the figures before the Columns choice were 3 across 1280 px, each tile's picture
 * about 330 px wide against about 270 now, the stream's own 320).
 */
const WALL = { columns: Number(process.env.WALL_COLUMNS) || 6, width: Number(process.env.WALL_WIDTH) || 1920 };

// WALL_LEVELS=30 WALL_SECONDS=10 WALL_SOAK_MINUTES=0 for a quick look at one level.
const envLevels = process.env.WALL_LEVELS?.split(',').map(Number);
const envSeconds = Number(process.env.WALL_SECONDS) || null;
const envSoak = process.env.WALL_SOAK_MINUTES === undefined ? null : Number(process.env.WALL_SOAK_MINUTES);

export async function benchPatientCentralWall(browser, base, stackPid, { levels = envLevels ?? [8, 16, 30], seconds = envSeconds ?? 60, soakMinutes = envSoak ?? 10 } = {}) {
  const emulatorPid = findEmulator(stackPid);
  const browserPid = chromiumPid();
  const token = await tokenFor(base, SYSADMIN);
  const call = api(base, token);
  const monitors = await watchableMonitors(base, token, Math.max(...levels));
  const [health] = (await call('GET', '/health_system_preferences?division_id=*')).results;
  await call('PUT', `/health_system_preferences/${health.id}?division_id=*`, { health_system_preference: { connect_all_interval_ms: 1 } });
  await call('PUT', '/user_preferences/patient_central', { user_preference: { settings: { grid_column_number: WALL.columns } } });
  const view = await call('POST', '/table_user_settings?division_id=*', { table_user_setting: { table_id: 'patient_monitors', name: 'Bench wall', metadata: { filters: { status: ['active'] } } } });
  await settled(emulatorPid);
  const result = { emulatorIdle: await sample(emulatorPid, 5) };
  try {
    for (const tiles of levels) {
      const chosen = monitors.slice(0, tiles);
      await onlyActive(call, chosen);
      const page = await browser.newPage({ viewport: { width: WALL.width, height: 1080 } });
      await page.addInitScript(instrumentSteps);
      try {
        await page.goto(`${base}/patient-central/${view.id}?division_id=*&api_token=${token}`);
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="wall-tile"]').length === n, tiles, { timeout: 30_000 });
        // A window tall enough that every tile is in sight (out of sight, a tile does not decode).
        await page.setViewportSize({ width: WALL.width, height: await page.evaluate(() => document.documentElement.scrollHeight) });
        // As a user would, once the page has settled: its realtime channels subscribed, and the
        // reads that their first subscription makes again answered (no call ended for 500 ms).
        await page.waitForFunction(() => document.documentElement.dataset.realtime === 'connected', null, { timeout: 30_000 });
        await page.waitForFunction(() => {
          const ends = performance.getEntriesByType('resource').map((e) => e.responseEnd);
          return performance.now() - Math.max(0, ...ends) > 500;
        }, null, { timeout: 30_000, polling: 100 });
        const profiler = await startProfile(browser, page);
        const cpuBefore = processes();
        const pids = { stackPid, emulatorPid, browserPid };
        const threadsBefore = threadTicks(threadedParts(pids));
        const connected = await connectAll(page, tiles);
        const connectCpuSeconds = cpuSpent(cpuBefore, processes(), pids);
        // The processes again: one started meanwhile counts too.
        const connectThreadCpuSeconds = threadCpuSpent(threadsBefore, threadTicks(threadedParts(pids)));
        await profiler?.save(`${process.env.WALL_PROFILE}-${tiles}`);
        const allPlayingMs = Math.round(connected.allMs);
        const stepsMs = await stepsOf(page);
        stepsMs.apiCalls = await apiCallsOf(page);
        const deviceStepsMs = await deviceStepsOf(base, chosen);
        const tileVideoPx = await page.evaluate(() => { const v = document.querySelector('[data-testid="tile-video"]'); return `${v.clientWidth}x${v.clientHeight}`; });
        const [before, heldBefore] = [await paintedFrames(page), await heldFrames(page)];
        const [emulator, chromium] = await Promise.all([sample(emulatorPid, seconds), sample(browserPid, seconds)]);
        const [after, heldAfter] = [await paintedFrames(page), await heldFrames(page)];
        const fps = after.map((n, i) => (n - (before[i] ?? 0)) / seconds).sort((a, b) => a - b);
        const end = await phases(page);
        result[`tiles${tiles}`] = {
          allPlayingMs,
          layout: { columns: WALL.columns, window: `${WALL.width}x${page.viewportSize().height}`, tileVideoPx },
          medianPlayingMs: percentile(connected.times, 50),
          connectCpuSeconds,
          connectThreadCpuSeconds,
          stepsMs,
          deviceStepsMs,
          fpsMedian: round(percentile(fps, 50)),
          fpsMin: round(fps[0] ?? 0),
          // How long each frame waited in Chromium's jitter buffer (the picture's delay behind the
          // room is that plus the network, decoding and painting).
          jitterBufferDelayMs: pictureDelayMs(heldBefore, heldAfter),
          phasesAtEnd: end.counts,
          reconnects: end.reconnects,
          emulatorCpuPercent: emulator.cpuPercent,
          emulatorRssMb: emulator.rssMb,
          emulatorFfmpegProcesses: emulator.ffmpegProcesses,
          chromiumCpuPercent: chromium.cpuPercent,
          chromiumRssMb: chromium.rssMb,
        };
        if (tiles === Math.max(...levels)) {
          if (soakMinutes > 0) result[`tiles${tiles}`].soak = await soak(page, emulatorPid, browserPid, soakMinutes);
          Object.assign(result[`tiles${tiles}`], await outOfSight(page, browserPid, base, chosen));
        }
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
    await call('DELETE', '/user_preferences/patient_central');
    await call('PUT', `/health_system_preferences/${health.id}?division_id=*`, { health_system_preference: { connect_all_interval_ms: health.connect_all_interval_ms } });
  }
}
