// The wall out of sight: most tiles scrolled away, Chromium's cost then, and the time until every
// tile paints again once they are all back in sight (patient-central-wall.mjs runs it at the
// largest level).
/* global document, window */
import { sample } from './emulator-load.mjs';
import { deviceMedia } from './video-peers.mjs';

/**
 * Most tiles scrolled out of sight (a window 1,000 px high): Chromium's CPU then, how many tiles
 * still show their picture, and once the window shows them all again, the time until every tile paints anew
 * (for a tile that does not, whether its device sends).
 */
export async function outOfSight(page, browserPid, base, chosen, seconds = 20) {
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
      if (done.size === videos.length) return { ms: performance.now() - started, notPainting: [] };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // The tiles that did not paint again within 10 s: what they say of themselves, their monitor,
    // and what their peer connection receives (the bench's wallPeers, matched by the video track).
    const received = async (video) => {
      const track = video.srcObject?.getVideoTracks()[0];
      const pc = (window.wallPeers ?? []).find((p) => p.getReceivers().some((r) => r.track === track));
      const trackState = () => (track ? { muted: track.muted, enabled: track.enabled, readyState: track.readyState } : null);
      if (!track || !pc) return { track: trackState() };
      // Two readings a second apart: whether packets still arrive and frames are still decoded.
      const inbound = async () => {
        const read = {};
        (await pc.getStats()).forEach((s) => {
          if (s.type === 'inbound-rtp' && s.kind === 'video') Object.assign(read, { packetsReceived: s.packetsReceived, framesDecoded: s.framesDecoded, keyFramesDecoded: s.keyFramesDecoded, framesDropped: s.framesDropped, pliCount: s.pliCount, nackCount: s.nackCount, packetsLost: s.packetsLost });
        });
        return read;
      };
      const before = await inbound();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const after = await inbound();
      const perSecond = Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - (before[key] ?? 0)]));
      return { track: trackState(), connectionState: pc.connectionState, iceConnectionState: pc.iceConnectionState, inbound: after, inboundPerSecond: perSecond, videoReadyState: video.readyState, paused: video.paused };
    };
    return {
      ms: null,
      notPainting: await Promise.all(videos.flatMap((video, i) => {
        const tile = video.closest('[data-testid="wall-tile"]');
        return done.has(i) ? [] : [received(video).then((browser) => ({ phase: tile?.dataset.phase ?? '?', monitorId: Number(tile?.dataset.monitorId), browser }))];
      })),
    };
  });
  await page.setViewportSize(full);
  const { ms, notPainting } = await painted;
  return {
    outOfSight: {
      tilesShown: shown, chromiumCpuPercent: chromium.cpuPercent, chromiumRssMb: chromium.rssMb, allPaintingAgainMs: ms === null ? null : Math.round(ms),
      notPaintingAgain: await Promise.all(notPainting.map(async (tile) => ({ ...tile, device: await deviceSending(base, chosen.find((m) => m.monitorId === tile.monitorId)?.deviceId) }))),
    },
  };
}

/**
 * Whether a device sends its calls' video: each call's connection state and the frames it sent in
 * one second (a tile that does not paint while its device sends is the browser's doing).
 */
async function deviceSending(base, deviceId) {
  if (deviceId === undefined) return null;
  const before = await deviceMedia(base, deviceId);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await deviceMedia(base, deviceId);
  return {
    deviceId,
    calls: after.calls.map((call) => ({
      state: call.connection_state,
      framesPerSecond: call.frames_sent - (before.calls.find((c) => c.meeting_id === call.meeting_id)?.frames_sent ?? call.frames_sent),
    })),
  };
}
