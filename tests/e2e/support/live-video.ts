// What a live video test looks at: the browser's peer connections (every one must be closed when
// a call ends), the patient video's frames and pixels, and the device's own state through /sim.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { components } from '@bedside/openapi/sim';

// The device's own part (PTZ, presets, volume, TV, reboots) is optional in the contract for a
// device whose camera state is not known yet; every emulated device in a test reports it.
export type DeviceMedia = Required<components['schemas']['DeviceMedia']>;

/** Keeps every RTCPeerConnection the page makes, so a test can check none is left open. */
export async function trackPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    Object.assign(window, { bedsidePeers: made });
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    };
  });
}

export async function openPeerConnections(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { bedsidePeers: RTCPeerConnection[] }).bedsidePeers
    .filter((pc) => pc.signalingState !== 'closed').length);
}

/** Each tracked peer connection's states, for a failure message (which side stalled). */
export async function describePeerConnections(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify(((window as { bedsidePeers?: RTCPeerConnection[] }).bedsidePeers ?? []).map((pc) => ({
    signaling: pc.signalingState, gathering: pc.iceGatheringState, ice: pc.iceConnectionState, connection: pc.connectionState,
  })))).catch((error: unknown) => `not read (${String(error)})`);
}

/** Frames the patient video element has shown so far. */
export async function shownFrames(page: Page): Promise<number> {
  return page.getByTestId('patient-video').evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);
}

/** A fingerprint of the picture: it changes when the device's clock and frame counter move. */
export async function pictureHash(page: Page): Promise<string> {
  return page.getByTestId('patient-video').evaluate((video: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context || !canvas.width) return 'empty';
    context.drawImage(video, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let hash = 0;
    for (let i = 0; i < data.length; i += 7) hash = (hash * 31 + (data[i] ?? 0)) | 0;
    return String(hash);
  });
}

export async function deviceMedia(request: APIRequestContext, deviceId: number): Promise<DeviceMedia> {
  const response = await request.get(`/sim/devices/${deviceId}/media`);
  expect(response.ok(), await response.text()).toBe(true);
  return await response.json() as DeviceMedia;
}

export async function setDeviceFaults(request: APIRequestContext, deviceId: number, faults: Record<string, unknown>): Promise<void> {
  const response = await request.put(`/sim/devices/${deviceId}/media/faults`, { data: faults });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The device is in a call, or one of its peer connections is not closed yet. */
export async function deviceCallOpen(request: APIRequestContext, deviceId: number): Promise<boolean> {
  const media = await deviceMedia(request, deviceId);
  return media.in_call || media.calls.some((call) => call.connection_state !== 'closed');
}

/** The call ended on both sides: no open peer connection in the page, none on the device. */
export async function expectNoOpenCall(page: Page, request: APIRequestContext, deviceId: number): Promise<void> {
  await expect.poll(() => openPeerConnections(page)).toBe(0);
  await expect.poll(() => deviceCallOpen(request, deviceId), { timeout: 15_000 }).toBe(false);
}
