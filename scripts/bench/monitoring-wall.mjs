// A central-monitoring wall against the device emulator: N monitoring sessions (join_monitoring,
// session type monitoring) on N devices, all connected at once (no stagger) as raw browser peers in
// one Chromium page (tests/e2e/support/raw-peer.ts, without a microphone, like a wall's tiles), for
// N = 8, 16 and 30. Reported: the time from the connect to every stream's first decoded frame, each
// stream's frames per second over the window, and the CPU (% of one core) and memory of the emulator
// (with anything it runs) and of Chromium. The emulator replays a recorded loop to each monitoring
// call (device-emulator/src/media/monitoring-loop.ts): no ffmpeg runs while only monitors watch.
/* global window -- page.evaluate bodies run in Chromium */
import { findEmulator, isUnder, processes, sample, settled } from './emulator-load.mjs';
import { percentile, tokenFor } from './lib.mjs';
import { barePage, deviceIdle, joinRawPeer, leaveRawPeers } from './video-peers.mjs';

const round = (n, digits = 1) => Number(n.toFixed(digits));

/**
 * Active monitors on distinct online, in-service devices: what a wall of `wanted` tiles watches. The
 * demo hospital has fewer active ones than 30, so paused monitors are resumed and the others
 * started again (on the bench's own stack) until there are enough.
 */
export async function watchableMonitors(base, token, wanted) {
  const call = async (method, path) => (await fetch(`${base}/api/v1${path}`, { method, headers: { authorization: `Bearer ${token}` } })).json();
  const online = new Set((await call('GET', '/video_devices?division_id=*&filters[status][]=online&filters[service_status][]=in_service&per_page=100')).results.map((d) => d.id));
  const all = (await call('GET', '/patient_monitors?division_id=*&per_page=100')).results.filter((m) => online.has(m.video_device?.id));
  const monitors = [];
  const devices = new Set();
  const take = (m) => {
    if (monitors.length >= wanted || m.status !== 'active' || devices.has(m.video_device.id)) return;
    devices.add(m.video_device.id);
    monitors.push({ monitorId: m.id, deviceId: m.video_device.id, patientId: m.patient.id });
  };
  all.forEach(take);
  for (const m of all) {
    if (monitors.length >= wanted || devices.has(m.video_device.id)) continue;
    const action = { paused: 'resume', pending: 'start', created: 'start', stopped: 'start' }[m.status];
    if (action) take(await call('POST', `/patient_monitors/${m.id}/${action}?division_id=${m.division.id}`));
  }
  if (monitors.length < wanted) throw new Error(`only ${monitors.length} active monitors on online devices, ${wanted} wanted`);
  return monitors;
}

/** The bench's own Chromium: the topmost chromium process under this node process. */
export function chromiumPid() {
  const all = processes();
  for (const [pid, info] of all) {
    if (info.comm.startsWith('chromium') && isUnder(all, pid, process.pid) && !all.get(info.ppid)?.comm.startsWith('chromium')) return pid;
  }
  throw new Error('no Chromium under the benchmark');
}

/** Each call's decoded frames so far, by meeting. */
const framesDecoded = (page) => page.evaluate(async () => {
  const frames = {};
  for (const [meetingId, call] of Object.entries(window.rawCalls ?? {})) {
    (await call.pc.getStats()).forEach((s) => { if (s.type === 'inbound-rtp' && s.kind === 'video') frames[meetingId] = s.framesDecoded ?? 0; });
  }
  return frames;
});

export async function benchMonitoringWall(browser, base, stackPid, { levels = [8, 16, 30], seconds = 20 } = {}) {
  const emulatorPid = findEmulator(stackPid);
  const browserPid = chromiumPid();
  const token = await tokenFor(base, 'sysadmin@mercy-general.test');
  const monitors = await watchableMonitors(base, token, Math.max(...levels));
  const page = await barePage(browser, base);
  // Every video in sight, as on a wall (5 across at their 320x180, 6 rows): one out of sight
  // is left out of the compositor's frames, and the wall draws all 30.
  await page.setViewportSize({ width: 1920, height: 1200 });
  try {
    await settled(emulatorPid);
    const idle = await sample(emulatorPid, 5);
    const result = { emulatorIdle: idle };
    console.error(`  monitoring wall, emulator idle: ${JSON.stringify(idle)}`);
    for (const tiles of levels) {
      const chosen = monitors.slice(0, tiles);
      const failed = [];
      const marks = [];
      const connectAt = performance.now();
      // Connect All without a stagger: every tile's join at once; each resolves at its first decoded frame.
      const firstFrames = (await Promise.all(chosen.map(async ({ monitorId, deviceId, patientId }) => {
        try {
          const joined = await joinRawPeer(page, { token, deviceId, patientId, monitorId, render: true });
          marks.push({ ...joined.marks, firstFrame: joined.firstFrameMs });
          return performance.now() - connectAt;
        } catch (error) {
          failed.push(`monitor ${monitorId}: ${error.message.split('\n')[0]}`);
          return null;
        }
      }))).filter((ms) => ms !== null);
      const before = await framesDecoded(page);
      const [emulator, chromium] = await Promise.all([sample(emulatorPid, seconds), sample(browserPid, seconds)]);
      const after = await framesDecoded(page);
      const fps = Object.keys(after).map((id) => (after[id] - (before[id] ?? 0)) / seconds).sort((a, b) => a - b);
      const states = await page.evaluate(() => Object.values(window.rawCalls ?? {}).map((call) => call.pc.connectionState));
      await leaveRawPeers(page, token);
      for (const { deviceId } of chosen) await deviceIdle(base, deviceId);
      result[`tiles${tiles}`] = {
        playing: firstFrames.length,
        allFirstFrameMs: Math.round(Math.max(...firstFrames)),
        medianFirstFrameMs: Math.round(percentile(firstFrames, 50)),
        // Where a tile's time goes (median ms from its own join request): the join's reply (the
        // device's offer), the connection, the first shown frame's packets in and the frame shown.
        medianStepsMs: Object.fromEntries(['joined', 'connected', 'firstFrameReceived', 'firstFrame'].map((step) => [step, percentile(marks.map((m) => m[step] ?? Infinity), 50)])),
        fpsMedian: round(percentile(fps, 50)),
        fpsMin: round(fps[0] ?? 0),
        connectedAtEnd: states.filter((s) => s === 'connected').length,
        emulatorCpuPercent: emulator.cpuPercent,
        emulatorCpuPercentPerStream: round((emulator.cpuPercent - idle.cpuPercent) / Math.max(firstFrames.length, 1), 2),
        emulatorRssMb: emulator.rssMb,
        emulatorFfmpegProcesses: emulator.ffmpegProcesses,
        chromiumCpuPercent: chromium.cpuPercent,
        chromiumRssMb: chromium.rssMb,
        ...(failed.length ? { failed } : {}),
      };
      console.error(`  monitoring wall ${tiles} tiles: ${JSON.stringify(result[`tiles${tiles}`])}`);
      await page.waitForTimeout(2000); // the calls' teardown, before the next level
    }
    return result;
  } finally {
    await page.close();
  }
}
