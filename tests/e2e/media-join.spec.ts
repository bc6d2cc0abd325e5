// Live video without the product's overlay: a browser peer joins a device through the API, answers
// the device's offer, decodes its video, sends microphone audio that the device records, and
// leaves; and the device's media faults as a browser sees them. Prints join-to-first-frame.
import type { APIRequestContext, Page } from '@playwright/test';
import { deviceMedia, setDeviceFaults } from './support/live-video.ts';
import { joinRawPeer, leaveRawPeers, rawConnectionState, rawFramesDecoded } from './support/raw-peer.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

async function setUp(page: Page, request: APIRequestContext, deviceIndex: number) {
  const token = await signInWithToken(page, personas.nurse.email);
  const headers = { authorization: `Bearer ${token}` };
  // The emulator brings devices online just after the stack starts: wait for them.
  const online = async () => (await (await request.get('/api/v1/video_devices?division_id=1&filters[status][]=online&filters[service_status][]=in_service&per_page=10', { headers })).json()).results as { id: number; name: string }[];
  await expect.poll(async () => (await online()).length).toBeGreaterThan(deviceIndex);
  const device = (await online())[deviceIndex];
  if (!device) throw new Error('no online device');
  const search = await (await request.get('/api/v1/search?q=a&division_id=1', { headers })).json();
  const patient = search.groups.find((g: { groupId: string }) => g.groupId === 'patients').items[0] as { id: number };
  const media = () => deviceMedia(request, device.id);
  return { token, headers, device, patient, media };
}

const framesDuring = async (page: Page, meetingId: string, ms: number) => {
  const before = await rawFramesDecoded(page, meetingId);
  await page.waitForTimeout(ms);
  return (await rawFramesDecoded(page, meetingId)) - before;
};

test('a browser joins a device, sees live video, is heard, and leaves', async ({ page, request }) => {
  const { token, headers, device, patient, media } = await setUp(page, request, 0);
  const joined = await joinRawPeer(page, { token, deviceId: device.id, patientId: patient.id });
  console.log(`join-to-first-shown-frame: ${joined.firstFrameMs} ms (device ${device.name}; ms since join request: ${JSON.stringify(joined.marks)})`);
  expect(joined.peerDevice.split('-').at(-1)).toBe(String(device.id));
  expect(joined.firstFrameMs).toBeGreaterThan(0);
  expect(joined.width).toBe(480);
  // Live: frames keep being decoded (15 fps sent; a loaded CI machine decodes fewer).
  expect(await framesDuring(page, joined.meetingId, 2000)).toBeGreaterThan(2);

  await expect.poll(async () => (await media()).audio_received).toBe(true);
  expect(await media()).toMatchObject({ in_call: true, meeting_id: joined.meetingId });
  expect((await media()).frames_sent).toBeGreaterThan(5);

  const left = await request.put(`/api/v1/meetings/${joined.meetingId}/leave`, { headers });
  expect(left.status()).toBe(204);
  await expect.poll(async () => (await media()).in_call).toBe(false);
  await leaveRawPeers(page, null);
});

test('a frozen device stops the decoded frames; a dropped call ends the browser\'s connection', async ({ page, request }) => {
  const { token, device, patient, media } = await setUp(page, request, 1);
  const { meetingId } = await joinRawPeer(page, { token, deviceId: device.id, patientId: patient.id });
  try {
    await setDeviceFaults(request, device.id, { freeze: true });
    // Frames already in the jitter buffer may still be decoded just after the freeze.
    await page.waitForTimeout(500);
    expect(await framesDuring(page, meetingId, 1000)).toBe(0);
    await setDeviceFaults(request, device.id, {});
    await expect.poll(() => framesDuring(page, meetingId, 500)).toBeGreaterThan(0);

    expect((await request.post(`/sim/devices/${device.id}/media/drop`)).status()).toBe(200);
    expect((await media()).in_call).toBe(false);
    await expect.poll(() => rawConnectionState(page, meetingId), { timeout: 15_000 }).not.toBe('connected');
  } finally {
    await setDeviceFaults(request, device.id, {});
    await leaveRawPeers(page, null);
  }
});
