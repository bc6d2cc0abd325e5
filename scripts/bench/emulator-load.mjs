// The device emulator's CPU and memory with 0 (idle), 1, 4 and 16 calls on as many devices, each
// call a raw browser peer in one Chromium page (tests/e2e/support/raw-peer.ts). Counted: the emulator's node
// process and everything under it (one ffmpeg camera per device in a call), from /proc over 10 s.
// Per-call figures divide by the calls the devices still had at the end of the window: on an
// overloaded machine some calls fail, and the result lists which and when.
/* global window -- page.evaluate bodies run in Chromium */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tokenFor } from './lib.mjs';
import { barePage, deviceIdle, deviceMedia, joinRawPeer, leaveRawPeers, onlineDevices } from './video-peers.mjs';

/** /proc's CPU time unit (USER_HZ), per second. */
export const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const round = (n, digits = 1) => Number(n.toFixed(digits));

export function processes() {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // comm may hold spaces or parentheses: the fields start after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) });
    } catch { /* gone */ }
  }
  return all;
}

/** Whether `pid` is `root` or runs somewhere under it, in a processes() snapshot. */
export function isUnder(all, pid, root) {
  for (let p = pid; p > 1; p = all.get(p)?.ppid ?? 0) if (p === root) return true;
  return false;
}

function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The emulator under the stack's `npm start` process: node running device-emulator/src/main.ts. */
export function findEmulator(stackPid) {
  const all = processes();
  for (const pid of all.keys()) {
    if (!isUnder(all, pid, stackPid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('device-emulator/src/main.ts')) return pid;
    } catch { /* gone */ }
  }
  throw new Error('no device emulator process under the stack');
}

/** The emulator and its descendants: ticks and command names. */
function tree(emulatorPid) {
  const all = processes();
  return new Map([...all].filter(([pid]) => isUnder(all, pid, emulatorPid)));
}

/**
 * Waits (at most 30 s) for 3 seconds in a row in which the emulator spent under 2 % of a core: a
 * stack just started prepares its ready peers 3 s after the emulator starts
 * (device-emulator/src/media/prepared-peer.ts), which an idle sample taken then counted as idle
 * load (4 to 6 % of a core in the wall bench).
 */
export async function settled(emulatorPid) {
  const ticks = () => [...tree(emulatorPid).values()].reduce((sum, info) => sum + info.ticks, 0);
  let quiet = 0;
  for (let i = 0; i < 30 && quiet < 3; i += 1) {
    const before = ticks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quiet = (ticks() - before) / TICKS < 0.02 ? quiet + 1 : 0;
  }
}

/**
 * CPU (% of one core) and RSS (MB, mean of 1 s samples) of the emulator tree over `seconds`:
 * its node process, and its children (the ffmpeg cameras and anything else it runs).
 */
export async function sample(emulatorPid, seconds) {
  const before = tree(emulatorPid);
  const started = performance.now();
  const rss = [];
  for (let i = 0; i < seconds; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const members = tree(emulatorPid);
    const split = { node: 0, children: 0 };
    for (const pid of members.keys()) split[pid === emulatorPid ? 'node' : 'children'] += rssKb(pid);
    rss.push(split);
  }
  const elapsed = (performance.now() - started) / 1000;
  const after = tree(emulatorPid);
  const cpu = { node: 0, children: 0 };
  let ffmpegs = 0;
  for (const [pid, info] of after) {
    const used = (info.ticks - (before.get(pid)?.ticks ?? 0)) / TICKS;
    if (pid === emulatorPid) cpu.node += used;
    else { cpu.children += used; if (info.comm === 'ffmpeg') ffmpegs += 1; }
  }
  const mean = (key) => rss.reduce((sum, s) => sum + s[key], 0) / rss.length / 1024;
  return {
    cpuPercent: round((100 * (cpu.node + cpu.children)) / elapsed),
    nodeCpuPercent: round((100 * cpu.node) / elapsed),
    childrenCpuPercent: round((100 * cpu.children) / elapsed),
    rssMb: round(mean('node') + mean('children')),
    nodeRssMb: round(mean('node')),
    childrenRssMb: round(mean('children')),
    ffmpegProcesses: ffmpegs,
  };
}

export async function benchEmulatorLoad(browser, base, stackPid, { levels = [1, 4, 16], seconds = 10 } = {}) {
  const emulatorPid = findEmulator(stackPid);
  const token = await tokenFor(base, 'sysadmin@mercy-general.test');
  const devices = (await onlineDevices(base, token, Math.max(...levels))).slice(0, Math.max(...levels));
  const page = await barePage(browser, base);
  try {
    await settled(emulatorPid);
    const idle = await sample(emulatorPid, seconds);
    console.error(`  emulator idle: ${JSON.stringify(idle)}`);
    const result = { idle };
    for (const calls of levels) {
      const joins = [];
      const failed = [];
      // Four joins at a time: one by one, 16 joins take over a minute on a loaded machine.
      const chosen = devices.slice(0, calls);
      for (let i = 0; i < chosen.length; i += 4) {
        await Promise.all(chosen.slice(i, i + 4).map(async (device, j) => {
          // A loaded machine may starve one camera: count it, keep measuring the others.
          try {
            joins.push((await joinRawPeer(page, { token, deviceId: device.id, patientId: 1 + ((i + j) % 30), render: false })).firstFrameMs);
          } catch (error) {
            failed.push(`${device.id}: ${error.message.split('\n')[0]}`);
          }
        }));
      }
      await new Promise((resolve) => setTimeout(resolve, 2000)); // past the joins' own work
      const busy = await sample(emulatorPid, seconds);
      // Still up at the end of the window, as the device and the browser see it.
      let inCallAtEnd = 0;
      for (const device of chosen) if ((await deviceMedia(base, device.id)).in_call) inCallAtEnd += 1;
      const peers = await page.evaluate(() => Object.values(window.rawCalls).map((call) => ({ device: call.deviceId, state: call.pc.connectionState, states: call.states.join('>') })));
      const counts = {};
      for (const p of peers) counts[p.state] = (counts[p.state] ?? 0) + 1;
      const peerStates = Object.entries(counts).map(([state, n]) => `${state}:${n}`).join(' ');
      const lostPeers = peers.filter((p) => p.state !== 'connected').map((p) => `device ${p.device}: ${p.states}`);
      await leaveRawPeers(page, token);
      for (const device of chosen) await deviceIdle(base, device.id);
      // Per call: over the calls the devices still had at the end of the window.
      result[`calls${calls}`] = {
        joined: joins.length,
        inCallAtEnd,
        peerStates,
        ...busy,
        cpuPercentPerCall: round((busy.cpuPercent - idle.cpuPercent) / Math.max(inCallAtEnd, 1)),
        rssMbPerCall: round((busy.rssMb - idle.rssMb) / Math.max(inCallAtEnd, 1)),
        joinToFirstFrameMaxMs: Math.max(...joins),
        ...(failed.length ? { failedJoins: failed } : {}),
        ...(lostPeers.length ? { lostPeers } : {}),
      };
      console.error(`  emulator ${calls} calls: ${JSON.stringify(result[`calls${calls}`])}`);
      await new Promise((resolve) => setTimeout(resolve, 2000)); // cameras stopped before the next level
    }
    return result;
  } finally {
    await page.close();
  }
}
