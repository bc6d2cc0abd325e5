// Live video against the stack as `npm start` runs it, in Debian's Chromium (fake camera and mic):
// - join: click Join in the overlay to the first decoded frame (median, p95 over 20 calls), with
//   the steps in between; and what-if variants (warm camera, other ICE servers) to explain it;
// - freeze: a /sim freeze to the "Video paused" badge (median, p95 over 10);
// - emulator: CPU and RSS of the device emulator (with its ffmpeg cameras) at 0, 1, 4, 16 calls;
// - monitoring wall: 8, 16, 30 monitoring sessions at once to every first frame, fps, CPU, memory;
// - patient central wall: the same through the real Patient Central page (Connect All, tiles' video elements);
// - control: a camera command on the control channel to its ack (median, p99 over 500).
// Runs alone: `node scripts/bench/video.mjs [name]` (name: one of the result keys below). Its own
// port and web build (WEB_OUT_DIR), so it can run beside other stacks.
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { startStack } from './lib.mjs';
import { benchControlAck } from './control-ack.mjs';
import { benchEmulatorLoad } from './emulator-load.mjs';
import { benchFreeze } from './video-freeze.mjs';
import { benchJoin } from './video-join.mjs';
import { benchMonitoringWall } from './monitoring-wall.mjs';
import { benchPatientCentralWall } from './patient-central-wall.mjs';

// tests/chromium.ts through tsx's API, so plain `node` runs this file too.
const { chromiumArgs, chromiumPath } = await tsImport('../../tests/chromium.ts', import.meta.url);

function line(name, result) {
  const headline = Object.entries(result).filter(([, v]) => typeof v !== 'object').map(([k, v]) => `${k}=${v}`).join(' ');
  console.error(`bench video ${name}: ${headline}`);
  for (const [k, v] of Object.entries(result)) if (v && typeof v === 'object') console.error(`  ${k}: ${JSON.stringify(v)}`);
}

export async function benchVideo({ port = 8383, only = null } = {}) {
  // Chromium first: without it, nothing is started that would then be left running.
  const browser = await chromium.launch({ executablePath: chromiumPath('browser'), args: [...chromiumArgs, '--enable-precise-memory-info'] });
  const stack = startStack({ port, env: { WEB_OUT_DIR: process.env.WEB_OUT_DIR ?? '/tmp/web-dist-bench' } });
  const base = `http://localhost:${port}`;
  const results = {};
  const run = async (name, bench) => {
    if (only && only !== name) return;
    results[name] = await bench();
    line(name, results[name]);
  };
  try {
    await stack.ready;
    await run('joinToFirstFrame', () => benchJoin(browser, base, { calls: Number(process.env.JOIN_CALLS ?? 20) }));
    // Where the time goes: the device's camera already running (another viewer on it); no ICE
    // servers at all; and a STUN server that does not answer (DNS works, UDP out is blocked), as on
    // a locked-down network, where gathering only ends at the session's 1.5 s wait.
    await run('joinToFirstFrameWarmCamera', () => benchJoin(browser, base, { calls: 10, warmCamera: true }));
    await run('joinToFirstFrameNoIceServers', () => benchJoin(browser, base, { calls: 10, forcedIceServers: [] }));
    await run('joinToFirstFrameStunUnreachable', () => benchJoin(browser, base, { calls: 5, forcedIceServers: [{ urls: 'stun:198.51.100.1:3478' }] }));
    await run('freezeToDetected', () => benchFreeze(browser, base, { samples: 10 }));
    await run('emulatorLoad', () => benchEmulatorLoad(browser, base, stack.child.pid));
    await run('monitoringWall', () => benchMonitoringWall(browser, base, stack.child.pid));
    await run('patientCentralWall', () => benchPatientCentralWall(browser, base, stack.child.pid));
    await run('controlAck', () => benchControlAck(browser, base, { commands: 500 }));
    return results;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchVideo({ only: process.argv[2] ?? null }), null, 2));
