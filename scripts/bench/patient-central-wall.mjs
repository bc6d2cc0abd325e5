// Patient Central through the real page: for 8, 16 and 30 tiles in one Chromium page, Connect All
// (the health system's interval set to 1 ms: no stagger) to every tile playing, then each tile's
// painted frames per second over the window (median, minimum, from the video elements as the e2e
// tests read them), and the CPU (% of one core) and memory of the device emulator and of Chromium.
// Where the Connect All time goes: each tile's steps, the API calls' waits, and the CPU each part
// of the stack spent meanwhile.
// The demo hospital has 15 active monitors on online cameras; the bench (on its own stack) resumes
// or starts more to have 30 (watchableMonitors), and pauses every active monitor outside the level,
// so a view of the active monitors holds exactly the level's tiles.
/* global document, window, Element, HTMLVideoElement -- page.evaluate bodies run in Chromium */
import { findEmulator, isUnder, processes, sample } from './emulator-load.mjs';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { percentile, tokenFor } from './lib.mjs';
import { chromiumPid, watchableMonitors } from './monitoring-wall.mjs';
import { DEVICE_STEPS, deviceIdle, deviceMedia } from './video-peers.mjs';
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

/**
 * Runs in the page before the app: each peer connection's steps and each join and signal call,
 * stamped in ms since the latest Connect All click, so the bench says where the time to every
 * tile playing goes (the steps' median and slowest over the tiles).
 */
function instrumentSteps() {
  const bench = { clickAt: null, peers: [], calls: { joinRequested: [], joinAnswered: [], signalSent: [], signalAnswered: [] }, longTasks: [] };
  window.wallBench = bench;
  // Room for every call of a Connect All (the default keeps 250 entries).
  performance.setResourceTimingBufferSize(5_000);
  // The page's main thread: tasks over 50 ms after the click (rendering, the sessions' own work).
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) if (bench.clickAt !== null && task.startTime >= bench.clickAt) bench.longTasks.push([Math.round(task.startTime - bench.clickAt), Math.round(task.duration)]);
  }).observe({ type: 'longtask', buffered: false });
  const since = () => performance.now() - bench.clickAt;
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button')?.textContent === 'Connect All') bench.clickAt = performance.now();
  }, true);
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config) {
      super(config);
      (window.wallPeers ??= []).push(this);
      const marks = { peerCreated: since() };
      bench.peers.push(marks);
      const once = (name) => { marks[name] ??= since(); };
      this.addEventListener('icecandidate', (event) => { if (event.candidate) once('firstLocalCandidate'); });
      this.addEventListener('icegatheringstatechange', () => { if (this.iceGatheringState === 'complete') once('iceGatheringComplete'); });
      this.addEventListener('iceconnectionstatechange', () => { if (this.iceConnectionState === 'connected') once('iceConnected'); });
      this.addEventListener('connectionstatechange', () => { if (this.connectionState === 'connected') once('connected'); });
      this.addEventListener('track', (event) => {
        if (event.track.kind === 'video') event.receiver.track.addEventListener('unmute', () => once('videoTrackUnmuted'), { once: true });
      });
    }
  };
  // The tile's first frame on screen, as the app learns it (requestVideoFrameCallback, use-first-frame.ts).
  const nativeFrameCallback = HTMLVideoElement.prototype.requestVideoFrameCallback;
  HTMLVideoElement.prototype.requestVideoFrameCallback = function frameCallback(callback) {
    return nativeFrameCallback.call(this, (now, metadata) => {
      if (bench.clickAt !== null) (bench.framesShown ??= []).push([since(), metadata.presentationTime - bench.clickAt, metadata.receiveTime ? metadata.receiveTime - bench.clickAt : null]);
      callback(now, metadata);
    });
  };
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const step = url.includes('/videos/join_monitoring') ? 'join' : url.includes('/videos/signal') ? 'signal' : null;
    if (step && bench.clickAt !== null) bench.calls[`${step}${step === 'join' ? 'Requested' : 'Sent'}`].push(since());
    const response = await nativeFetch(input, init);
    if (step && bench.clickAt !== null) bench.calls[`${step}Answered`].push(since());
    return response;
  };
}

/** The steps' median and slowest over the tiles, ms from the click (from instrumentSteps). */
async function stepsOf(page) {
  const { peers, calls, longTasks, framesShown = [] } = await page.evaluate(() => window.wallBench);
  const spread = (values) => (values.length ? { median: Math.round(percentile(values, 50)), max: Math.round(Math.max(...values)), n: values.length } : null);
  const steps = {};
  for (const [name, values] of Object.entries(calls)) steps[name] = spread(values);
  for (const name of ['peerCreated', 'firstLocalCandidate', 'iceGatheringComplete', 'iceConnected', 'connected', 'videoTrackUnmuted']) steps[name] = spread(peers.map((p) => p[name]).filter((v) => v !== undefined));
  // The first frame's packet received, the frame presented, and the app told (each tile's first).
  steps.firstFrameReceived = spread(framesShown.map(([, , received]) => received).filter((v) => v !== null));
  steps.firstFramePresented = spread(framesShown.map(([, presented]) => presented));
  steps.firstFrameToldApp = spread(framesShown.map(([told]) => told));
  const lastPlaying = steps.videoTrackUnmuted?.max ?? Infinity;
  const busy = longTasks.filter(([start]) => start <= lastPlaying);
  steps.mainThreadLongTasks = { startPlusMs: busy.map(([start, duration]) => `${start}+${duration}`).join(' '), count: busy.length, totalMs: busy.reduce((sum, [, duration]) => sum + duration, 0), longestMs: Math.max(0, ...busy.map(([, duration]) => duration)) };
  return steps;
}

/**
 * The API calls made from the click to every tile playing, by path (ids as N): how many, when they
 * were made (median ms from the click) and how long they waited for one of the 6 connections
 * Chromium opens to a host over HTTP/1.1 (Resource Timing: made to sent) and for the answer.
 */
const apiCallsOf = (page) => page.evaluate(() => {
  const { clickAt } = window.wallBench;
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const byPath = {};
  for (const entry of performance.getEntriesByType('resource')) {
    if (entry.startTime < clickAt || !entry.name.includes('/api/')) continue;
    (byPath[new URL(entry.name).pathname.replace(/\d+/g, 'N')] ??= []).push(entry);
  }
  return Object.fromEntries(Object.entries(byPath).map(([path, entries]) => [path, {
    n: entries.length,
    madeMs: Math.round(median(entries.map((e) => e.startTime - clickAt))),
    queuedMs: Math.round(median(entries.map((e) => e.requestStart - e.startTime))),
    queuedMaxMs: Math.round(Math.max(...entries.map((e) => e.requestStart - e.startTime))),
    answeredMs: Math.round(median(entries.map((e) => e.responseStart - e.requestStart))),
  }]));
});

/**
 * The same steps from the devices' side (the emulator's steps_ms of each device's newest call, ms
 * after the join reached it): the offer ready, the answer applied, ICE and DTLS connected, the first
 * video packet; and the spans between them. Median and slowest over the tiles.
 */
async function deviceStepsOf(base, chosen) {
  const calls = await Promise.all(chosen.map(async ({ deviceId }) => {
    const media = await deviceMedia(base, deviceId);
    return media.calls.find((c) => c.meeting_id === media.meeting_id)?.steps_ms ?? {};
  }));
  const spread = (values) => (values.length ? { median: Math.round(percentile(values, 50)), max: Math.round(Math.max(...values)), n: values.length } : null);
  const span = (from, to) => calls.filter((c) => c[from] !== undefined && c[to] !== undefined).map((c) => c[to] - c[from]);
  return {
    ...Object.fromEntries(DEVICE_STEPS.map((name) => [name, spread(calls.map((c) => c[name]).filter((v) => v !== undefined))])),
    answerToIce: spread(span('answer', 'ice_connected')),
    iceToDtls: spread(span('ice_connected', 'dtls_connected')),
    dtlsToVideo: spread(span('dtls_connected', 'first_video')),
  };
}

const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** Which part of the stack a process is: the emulator, the simulator (the rest of the stack), or Chromium's by its type. */
function partOf(all, pid, { stackPid, emulatorPid, browserPid }) {
  if (isUnder(all, pid, emulatorPid)) return 'emulator';
  if (isUnder(all, pid, stackPid)) return 'simulator';
  if (!isUnder(all, pid, browserPid)) return null;
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const type = /--type=([\w-]+)/.exec(command)?.[1];
    const service = /--utility-sub-type=([\w.]+)/.exec(command)?.[1];
    return `chromium-${service?.split('.').at(-1) ?? type ?? 'browser'}`;
  } catch {
    return 'chromium-ended';
  }
}

/**
 * CPU seconds each part spent between two processes() snapshots: where the Connect All time goes
 * on a machine whose cores are all busy meanwhile (Chromium's renderer, GPU and network processes,
 * the simulator, the emulator).
 */
function cpuSpent(before, after, pids) {
  const spent = {};
  for (const [pid, info] of after) {
    const part = partOf(after, pid, pids);
    if (part) spent[part] = (spent[part] ?? 0) + (info.ticks - (before.get(pid)?.ticks ?? 0)) / TICKS;
  }
  return Object.fromEntries(Object.entries(spent).filter(([, seconds]) => seconds > 0).map(([part, seconds]) => [part, round(seconds, 2)]));
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
 * The wall left running (the issue's 10 minutes): each minute, the tiles' painted fps (median,
 * minimum), how many play, reconnects so far, and the CPU and memory of the emulator and Chromium;
 * then how much their memory grew from the first minute to the last.
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
    chromiumRssGrowthMbPerMinute: round((last.chromiumRssMb - first.chromiumRssMb) / Math.max(1, minutes - 1)),
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
        const profiler = await startProfile(browser, page);
        const cpuBefore = processes();
        const connected = await connectAll(page, tiles);
        const connectCpuSeconds = cpuSpent(cpuBefore, processes(), { stackPid, emulatorPid, browserPid });
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
