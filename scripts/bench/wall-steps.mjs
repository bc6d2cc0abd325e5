// Where a wall's Connect All time goes, for patient-central-wall.mjs: each tile's steps in the page
// (peer connection, join and signal calls, first frame, long tasks), the API calls' waits for a
// connection (Resource Timing), the devices' own steps, and the CPU each part of the stack (and each
// of Chromium's and the emulator's threads) spent.
/* global document, window, Element, HTMLVideoElement -- page.evaluate bodies run in Chromium */
import { readdirSync, readFileSync } from 'node:fs';
import { isUnder, processes, TICKS } from './emulator-load.mjs';
import { percentile } from './lib.mjs';
import { DEVICE_STEPS, deviceMedia } from './video-peers.mjs';

const round = (n, digits = 1) => Number(n.toFixed(digits));

/**
 * Runs in the page before the app: each peer connection's steps and each join and signal call,
 * stamped in ms since the latest Connect All click, so the bench says where the time to every
 * tile playing goes (the steps' median and slowest over the tiles).
 */
export function instrumentSteps() {
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
export async function stepsOf(page) {
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
export const apiCallsOf = (page) => page.evaluate(() => {
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
 * video packet; and the spans between them. Median and slowest over the tiles. Also how many
 * keyframes the browser asked for (RTCP PLI: a tile that lost its picture), over all the tiles.
 */
export async function deviceStepsOf(base, chosen) {
  const newest = await Promise.all(chosen.map(async ({ deviceId }) => {
    const media = await deviceMedia(base, deviceId);
    return media.calls.find((c) => c.meeting_id === media.meeting_id);
  }));
  const calls = newest.map((call) => call?.steps_ms ?? {});
  const spread = (values) => (values.length ? { median: Math.round(percentile(values, 50)), max: Math.round(Math.max(...values)), n: values.length } : null);
  const span = (from, to) => calls.filter((c) => c[from] !== undefined && c[to] !== undefined).map((c) => c[to] - c[from]);
  return {
    ...Object.fromEntries(DEVICE_STEPS.map((name) => [name, spread(calls.map((c) => c[name]).filter((v) => v !== undefined))])),
    answerToIce: spread(span('answer', 'ice_connected')),
    iceToDtls: spread(span('ice_connected', 'dtls_connected')),
    dtlsToVideo: spread(span('dtls_connected', 'first_video')),
    keyframesAsked: newest.reduce((sum, call) => sum + (call?.keyframes_asked ?? 0), 0),
  };
}

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
export function cpuSpent(before, after, pids) {
  const spent = {};
  for (const [pid, info] of after) {
    const part = partOf(after, pid, pids);
    if (part) spent[part] = (spent[part] ?? 0) + (info.ticks - (before.get(pid)?.ticks ?? 0)) / TICKS;
  }
  return Object.fromEntries(Object.entries(spent).filter(([, seconds]) => seconds > 0).map(([part, seconds]) => [part, round(seconds, 2)]));
}

/**
 * Each thread's CPU ticks in the given processes, by `<part>/<thread name>`. A process's main
 * thread (its tid is its pid) is `<part>/main`: Node names all its threads `node` (its main thread,
 * V8's and libuv's helpers alike), and Chromium's renderer names its main thread after the
 * process. Threads of one name in one part are summed.
 */
export function threadTicks(parts) {
  const ticks = new Map();
  for (const [pid, part] of parts) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const name = Number(tid) === pid ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const key = `${part}/${name}`;
        ticks.set(key, (ticks.get(key) ?? 0) + Number(fields[11]) + Number(fields[12]));
      } catch { /* gone */ }
    }
  }
  return ticks;
}

/** Chromium's processes (by type) and the emulator's, for threadTicks. */
export function threadedParts(pids) {
  const all = processes();
  return [...all.keys()].map((pid) => [pid, partOf(all, pid, pids)]).filter(([, part]) => part && part !== 'simulator');
}

/**
 * CPU seconds each thread spent between two threadTicks snapshots, the busiest first (0.05 s and
 * over): which of Chromium's threads (its renderer's main thread, WebRTC's, the decoders in its
 * thread pool, the GPU process's compositor) and the emulator's a Connect All kept busy. A thread
 * that ended in between takes its ticks with it, so a name's figure can fall short (and one below
 * zero is left out).
 */
export function threadCpuSpent(before, after) {
  return Object.fromEntries([...after]
    .map(([key, ticks]) => [key, round((ticks - (before.get(key) ?? 0)) / TICKS, 2)])
    .filter(([, seconds]) => seconds >= 0.05)
    .sort((a, b) => b[1] - a[1]));
}
