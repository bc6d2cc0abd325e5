// Freeze to detected: during a call through the overlay, the page itself asks /sim to freeze the
// device's video and times, on its own clock, until the call view shows "Video frozen" (the
// session's frozen flag); then clears the fault and waits for the badge to go. It also notes when
// framesDecoded last moved, so the figure splits into "frames stop" and "the app notices".
/* global window, document, requestAnimationFrame -- page.evaluate bodies run in Chromium */
import { percentile } from './lib.mjs';
import { DEVICE, hangUp, joinOnce, openVisit } from './video-join.mjs';

const round = (n) => Math.round(n);

function freezeOnce(page) {
  return page.evaluate(async (deviceId) => {
    const paused = () => (document.querySelector('[data-session-state]')?.textContent ?? '').includes('Video frozen');
    const faults = (body) => fetch(`/sim/devices/${deviceId}/media/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const until = (condition, timeoutMs) => new Promise((resolve, reject) => {
      const limit = performance.now() + timeoutMs;
      const check = () => {
        if (condition()) resolve(performance.now());
        else if (performance.now() > limit) reject(new Error('timed out'));
        else requestAnimationFrame(check);
      };
      check();
    });
    const pc = window.bench.peers.at(-1);
    let frames = -1;
    let lastMove = performance.now();
    let watching = true;
    const watch = async () => {
      while (watching) {
        let now = 0;
        (await pc.getStats()).forEach((s) => { if (s.type === 'inbound-rtp' && s.kind === 'video') now = s.framesDecoded ?? 0; });
        if (now !== frames) { frames = now; lastMove = performance.now(); }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const watcher = watch();
    const started = performance.now();
    const response = await faults({ freeze: true });
    if (!response.ok) throw new Error(`faults ${response.status}`);
    const faultSet = performance.now() - started;
    const detected = (await until(paused, 10_000)) - started;
    const framesStopped = lastMove - started;
    const cleared = performance.now();
    await faults({});
    const recovered = (await until(() => !paused(), 10_000)) - cleared;
    watching = false;
    await watcher;
    return { detected, faultSet, framesStopped, recovered };
  }, DEVICE);
}

export async function benchFreeze(browser, base, { samples = 10 } = {}) {
  const { page, overlay } = await openVisit(browser, base);
  try {
    await joinOnce(page, overlay, base);
    const runs = [];
    for (let i = 0; i < samples; i += 1) {
      await page.waitForTimeout(1500); // playing steadily again before the next freeze
      runs.push(await freezeOnce(page));
    }
    await hangUp(base, page, overlay);
    const median = (key) => round(percentile(runs.map((r) => r[key]), 50));
    return {
      samples,
      medianMs: median('detected'),
      p95Ms: round(percentile(runs.map((r) => r.detected), 95)),
      maxMs: round(Math.max(...runs.map((r) => r.detected))),
      // medians: the /sim call returned, framesDecoded last moved, the badge went after clearing
      medianFaultSetMs: median('faultSet'),
      medianFramesStoppedMs: median('framesStopped'),
      medianRecoveredMs: median('recovered'),
      samplesMs: runs.map((r) => round(r.detected)).sort((x, y) => x - y),
    };
  } finally {
    await page.close();
  }
}
