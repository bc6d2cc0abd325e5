// Live video visits through the product's overlay, in Chromium with a fake camera and microphone,
// against the real device emulator: join and watch live frames, mute, hang up, close the tab, preview then join,
// the device picker, and the clinician's camera reaching a kiosk device. Settings rules and
// failures have their own files (live-video-settings, live-video-faults).
import { deviceCallOpen, deviceMedia, expectNoOpenCall, openPeerConnections, pictureHash, setDeviceFaults, shownFrames } from './support/live-video.ts';
import { callView, openOverlay, overlay, settingsHeading, startCall } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';

// Seed facts (simulator/src/store): patient 2 has a running monitor on device 2 (kiosk, PTZ) in
// North Tower, where preview is enabled; patient 1 has no running monitor.
const PATIENT = 2;
const DEVICE = 2;
const visit = `/patients/${PATIENT}/overview/video-visit`;


test.afterEach(async ({ request }) => {
  await setDeviceFaults(request, DEVICE, {});
});

test('a video visit shows the live picture, the device hears the clinician, mute and hang-up work', async ({ page, request }) => {
  await openOverlay(page, visit);
  await expect(overlay(page)).toContainText('Patient Video');
  const joinButton = overlay(page).getByRole('button', { name: 'Join', exact: true });
  await expect(joinButton).toBeDisabled();
  await startCall(page);

  // Live: frames keep arriving and the picture changes (the device's clock and frame counter).
  const frames = await shownFrames(page);
  const picture = await pictureHash(page);
  await expect.poll(() => shownFrames(page)).toBeGreaterThan(frames + 10);
  await expect.poll(() => pictureHash(page)).not.toBe(picture);
  await expect.poll(async () => (await deviceMedia(request, DEVICE)).audio_received).toBe(true);
  const meetingId = (await deviceMedia(request, DEVICE)).meeting_id;

  await expect(overlay(page).getByText('MIC IS OPEN')).toBeVisible();
  await overlay(page).getByRole('button', { name: 'Mute' }).click();
  await expect(overlay(page).getByText('MIC IS OPEN')).toBeHidden();
  await overlay(page).getByRole('button', { name: 'Unmute' }).click();
  await expect(overlay(page).getByText('MIC IS OPEN')).toBeVisible();

  await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
  await expect(settingsHeading(page)).toBeVisible();
  await expectNoOpenCall(page, request, DEVICE);

  // The visit is audited: started, connected and ended, naming the meeting, device and patient.
  await expect.poll(async () => {
    const entries = await (await request.get(`/sim/audit_logs?meeting_id=${meetingId}`)).json() as { category: string; video_device_id: number; patient_id: number; video_type: string }[];
    return entries.map((e) => `${e.category}:${e.video_device_id}:${e.patient_id}:${e.video_type}`).sort();
  }).toEqual([`video_connected:${DEVICE}:${PATIENT}:meeting`, `video_ended:${DEVICE}:${PATIENT}:meeting`, `video_started:${DEVICE}:${PATIENT}:meeting`]);
});

test('closing the tab during a visit ends the call on the device at once, not at its 30 s connection check, and audits its end', async ({ page, request }) => {
  await openOverlay(page, visit);
  await startCall(page);
  await expect.poll(async () => (await deviceMedia(request, DEVICE)).in_call).toBe(true);
  const meetingId = (await deviceMedia(request, DEVICE)).meeting_id;
  // As a clinician's Chrome closes a tab: pagehide runs, the leave-page question does not.
  await page.close();
  await expect.poll(() => deviceCallOpen(request, DEVICE), { timeout: 5_000 }).toBe(false);
  // The audit trail has the visit's end, sent as the page went.
  await expect.poll(async () => {
    const entries = await (await request.get(`/sim/audit_logs?meeting_id=${meetingId}`)).json() as { category: string }[];
    return entries.map((e) => e.category);
  }, { timeout: 5_000 }).toContain('video_ended');
});

test('a preview starts muted with no mute button; joining from it restarts as a normal call', async ({ page, request }) => {
  await openOverlay(page, visit);
  await startCall(page, 'Preview');
  const previewMeeting = (await deviceMedia(request, DEVICE)).meeting_id;
  await expect(overlay(page).getByText('Preview (muted)')).toBeVisible();
  await expect(overlay(page).getByRole('button', { name: 'Mute' })).toHaveCount(0);
  await expect(overlay(page).getByText('MIC IS OPEN')).toBeHidden();

  await overlay(page).getByRole('button', { name: 'Join Video Visit' }).click();
  await expect(overlay(page).getByRole('button', { name: 'Mute' })).toBeVisible({ timeout: 15_000 });
  await expect(callView(page)).toHaveAttribute('data-session-state', 'playing');
  await expect(overlay(page).getByText('MIC IS OPEN')).toBeVisible();
  await expect.poll(async () => (await deviceMedia(request, DEVICE)).meeting_id).not.toBe(previewMeeting);
  // The preview's peer connection is closed; only the call's is open.
  expect(await openPeerConnections(page)).toBe(1);

  // Closing a connected visit asks first (live-visit-safety covers the question itself).
  await overlay(page).getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog', { name: 'End the video visit?' }).getByRole('button', { name: 'End Visit' }).click();
  await expect(settingsHeading(page)).toBeVisible();
  await expectNoOpenCall(page, request, DEVICE);
});

test("on a phone the overlay's title wraps and keeps the room's name in sight", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOverlay(page, visit);
  const title = overlay(page).getByTestId('overlay-title');
  await expect(title).toContainText(/^Patient Video - .+ - \S+$/);
  // Nothing of it is cut: the text fits its box on at most two lines.
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
});

test('the picker lists only inactive in-service mobile devices of the patient’s division, one choice', async ({ page }) => {
  // Patient 1 has no running monitor, so the overlay starts with the device picker.
  const token = await openOverlay(page, '/patients/1/overview/video-visit');
  const table = overlay(page).getByRole('table', { name: 'Video devices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // The rule, computed here from every device of the patient's division.
  const headers = { authorization: `Bearer ${token}` };
  const patient = await (await page.request.get('/api/v1/patients/1', { headers })).json() as { division: { id: number } };
  type Device = { name: string; kind: string; service_status: string; patient_monitors: { status: string }[] };
  const all = await (await page.request.get(`/api/v1/video_devices?division_id=${patient.division.id}&per_page=100`, { headers })).json() as { results: Device[] };
  const expected = all.results
    .filter((d) => ['mobilecart', 'mobile3rdparty'].includes(d.kind) && d.service_status === 'in_service' && d.patient_monitors.every((m) => m.status === 'stopped'))
    .map((d) => d.name).sort();
  expect(expected.length).toBeGreaterThan(1);
  await expect.poll(async () => (await table.locator('tbody tr td:nth-child(2)').allTextContents()).sort()).toEqual(expected);

  await overlay(page).getByLabel('Name').fill('Cart 1');
  await expect.poll(async () => table.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(expected.filter((name) => name.includes('Cart 1')));
  await overlay(page).getByLabel('Name').fill('');
  const radios = table.getByRole('radio');
  await expect(radios).toHaveCount(expected.length);
  await radios.nth(0).check();
  await radios.nth(1).check();
  await expect(radios.nth(0)).not.toBeChecked();
  await expect(table.getByRole('radio', { checked: true })).toHaveCount(1);

  await overlay(page).getByRole('button', { name: 'Select Video Device' }).click();
  await expect(settingsHeading(page)).toBeVisible();
});

test('with Activate Your Video on a kiosk device, the clinician’s camera is sent to the patient', async ({ page, request }) => {
  await openOverlay(page, visit);
  await overlay(page).getByRole('checkbox', { name: 'Activate Your Video' }).check();
  await startCall(page);
  // The device's offer takes video both ways; the browser's camera rides on it.
  const sentVideoBytes = () => page.evaluate(async () => {
    const peers = (window as unknown as { bedsidePeers: RTCPeerConnection[] }).bedsidePeers.filter((pc) => pc.signalingState !== 'closed');
    let bytes = 0;
    for (const pc of peers) (await pc.getStats()).forEach((s: { type: string; kind?: string; bytesSent?: number }) => { if (s.type === 'outbound-rtp' && s.kind === 'video') bytes += s.bytesSent ?? 0; });
    return bytes;
  });
  await expect.poll(sentVideoBytes, { timeout: 10_000 }).toBeGreaterThan(20_000);
  await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
  await expectNoOpenCall(page, request, DEVICE);
});
