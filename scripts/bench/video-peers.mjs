// What the video benchmarks need: the raw browser peers (tests/e2e/support/raw-peer.ts, shared with
// the media-join spec), online devices, a device's media state, and a bare page.
import { tsImport } from 'tsx/esm/api';

// Through tsx's API, so plain `node` runs the benchmarks too.
const rawPeer = await tsImport('../../tests/e2e/support/raw-peer.ts', import.meta.url);
export const { joinRawPeer, leaveRawPeers } = rawPeer;

/** Online, in-service devices the emulator holds (it brings them online just after start). */
export async function onlineDevices(base, token, wanted) {
  const url = `${base}/api/v1/video_devices?division_id=*&filters[status][]=online&filters[service_status][]=in_service&per_page=100`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { results } = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
    if (results.length >= wanted) return results;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`fewer than ${wanted} online devices`);
}

/** The steps of a call the emulator times (its steps_ms), in the order they come. */
export const DEVICE_STEPS = ['offer', 'answer', 'ice_connected', 'dtls_connected', 'first_video'];

export async function deviceMedia(base, deviceId) {
  return (await fetch(`${base}/sim/devices/${deviceId}/media`)).json();
}

/** Waits until the device has at most `keep` calls (the previous call's leave reached it). */
export async function deviceIdle(base, deviceId, keep = 0, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await deviceMedia(base, deviceId)).calls.length <= keep) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`device ${deviceId} still has more than ${keep} calls after ${timeoutMs} ms`);
}

/** A page on the stack's origin that loads no app code, so the peers are all it runs. */
export async function barePage(browser, base) {
  const page = await browser.newPage();
  // tsx compiles raw-peer.ts with esbuild's keepNames, which wraps functions in a `__name` helper;
  // the page.evaluate bodies run in the browser, where that helper does not exist.
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.goto(`${base}/config.json`);
  return page;
}
