// A frozen device camera really mutes the patient video track in Chromium: the device renegotiates
// its video to recvonly on the control channel (Chromium does not mute a track when RTP merely
// stops), and back to sendrecv when the freeze ends, so the track unmutes and frames flow again.
import type { Page } from '@playwright/test';
import { deviceMedia, openPeerConnections, setDeviceFaults, shownFrames } from './support/live-video.ts';
import { callView, errorDialog, openOverlay, overlay, startCall } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';

const DEVICE = 2;
const visit = '/patients/2/overview/video-visit';

interface TrackLog { muted: boolean; events: { type: string; at: number }[] }

/** Starts recording the patient video track's mute and unmute events (wall-clock times). */
async function watchTrack(page: Page): Promise<void> {
  await page.getByTestId('patient-video').evaluate((video: HTMLVideoElement) => {
    const track = (video.srcObject as MediaStream).getVideoTracks()[0];
    if (!track) throw new Error('no patient video track');
    const events: { type: string; at: number }[] = [];
    for (const type of ['mute', 'unmute']) track.addEventListener(type, () => events.push({ type, at: Date.now() }));
    Object.assign(window, { bedsideTrackEvents: events });
  });
}

async function trackLog(page: Page): Promise<TrackLog> {
  return page.getByTestId('patient-video').evaluate((video: HTMLVideoElement) => ({
    muted: (video.srcObject as MediaStream).getVideoTracks()[0]?.muted ?? false,
    events: (window as unknown as { bedsideTrackEvents: TrackLog['events'] }).bedsideTrackEvents,
  }));
}

test.afterEach(async ({ request }) => {
  await setDeviceFaults(request, DEVICE, {});
});

test('a frozen camera mutes the patient track and unmutes it when the picture comes back', async ({ page, request }) => {
  await openOverlay(page, visit);
  await startCall(page);
  await watchTrack(page);
  expect((await trackLog(page)).muted).toBe(false);
  const meetingId = (await deviceMedia(request, DEVICE)).meeting_id;

  const frozeAt = Date.now();
  await setDeviceFaults(request, DEVICE, { freeze: true });
  await expect.poll(async () => (await trackLog(page)).muted, { timeout: 5_000 }).toBe(true);
  await expect(overlay(page).getByTestId('frozen-overlay')).toBeVisible();
  const muted = await trackLog(page);
  expect(muted.events.map((e) => e.type)).toEqual(['mute']);

  const frames = await shownFrames(page);
  const thawedAt = Date.now();
  await setDeviceFaults(request, DEVICE, {});
  await expect.poll(async () => (await trackLog(page)).muted, { timeout: 5_000 }).toBe(false);
  await expect(overlay(page).getByTestId('frozen-overlay')).toBeHidden({ timeout: 5_000 });
  await expect.poll(() => shownFrames(page)).toBeGreaterThan(frames + 10);
  const unmuted = await trackLog(page);
  expect(unmuted.events.map((e) => e.type)).toEqual(['mute', 'unmute']);
  await expect(errorDialog(page)).toHaveCount(0);
  await expect(callView(page)).toHaveAttribute('data-session-state', 'playing');

  const [mute, unmute] = unmuted.events;
  const timings = `mute ${(mute?.at ?? 0) - frozeAt} ms after the freeze; unmute ${(unmute?.at ?? 0) - thawedAt} ms after it ended`;
  test.info().annotations.push({ type: 'timings', description: timings });
  console.log(`freeze-mute: ${timings}`);
  // Hung up, so the device is free for the next test in this worker: a closed context runs no
  // pagehide, and the call stayed up on the device (live-video-faults then found it still open).
  // This call's end only: another worker's test may be in a call with the same device meanwhile.
  await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
  await expect.poll(() => openPeerConnections(page)).toBe(0);
  await expect.poll(async () => (await deviceMedia(request, DEVICE)).calls.some((c) => c.meeting_id === meetingId && c.connection_state !== 'closed'), { timeout: 15_000 }).toBe(false);
});
