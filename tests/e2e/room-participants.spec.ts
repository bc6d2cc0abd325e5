// Two clinicians in one room (issue 16 item 5), two browser contexts: the second clinician sees
// who is already in a visit with the room and whether their mic is open, before joining and in
// the call; mutes and hang-ups show live; the second join plays no door knock.
import { deviceMedia, expectNoOpenCall, trackPeerConnections } from './support/live-video.ts';
import { openOverlay, overlay, settingsHeading, startCall } from './support/overlay.ts';
import { signInWithToken, waitForRealtime } from './support/stack.ts';
import { expect, test } from './support/stack-fixture.ts';

// Seed facts (simulator/src/store): patient 3 of North Tower has a running monitor on device 3
// (fixed, kiosk, online). Scans of every page may open a call on it too, so knocks are counted.
const PATIENT = 3;
const DEVICE = 3;
const visit = `/patients/${PATIENT}/overview/video-visit`;
const VIRTUAL_NURSE = 'virtual.nurse@mercy-general.test';

test.setTimeout(120_000);

test('a second clinician sees who is in the room and their mic, before and during the visit', async ({ browser, request, baseURL }) => {
  const nurseContext = await browser.newContext({ baseURL });
  const virtualNurseContext = await browser.newContext({ baseURL });
  const a = await nurseContext.newPage();
  const b = await virtualNurseContext.newPage();
  try {
    // Earlier tests in this worker's stack may have knocked on this device: count from here.
    const knocks = (await deviceMedia(request, DEVICE)).knock_count;
    // Clinician A (the nurse) joins without a door knock, so the device plays none.
    await openOverlay(a, visit);
    await overlay(a).getByRole('checkbox', { name: 'Door Knock' }).uncheck();
    await startCall(a);
    expect((await deviceMedia(request, DEVICE)).knock_count).toBe(knocks);

    // Clinician B opens the same patient's Video Visit page: A is there, mic open.
    await trackPeerConnections(b);
    await signInWithToken(b, VIRTUAL_NURSE, visit);
    await waitForRealtime(b);
    const onPage = b.getByTestId('room-participants');
    await expect(onPage).toContainText('Nora Lindqvist (Nurse) is in a visit with this room');
    await expect(onPage).toContainText('mic open');

    // In the settings too, and B's ticked Door Knock will not play: the patient was announced to.
    await b.getByRole('button', { name: 'Video Visit' }).click();
    const inSettings = overlay(b).getByTestId('room-participants');
    await expect(inSettings).toContainText('Nora Lindqvist (Nurse) is in a visit with this room');
    await expect(overlay(b).getByRole('checkbox', { name: 'Door Knock' })).toBeChecked();
    await expect(inSettings).toContainText('Door Knock will not play');
    await startCall(b);

    // Both see each other in the call.
    const seenByB = overlay(b).getByTestId('also-in-room');
    const seenByA = overlay(a).getByTestId('also-in-room');
    await expect(seenByB).toContainText('Nora Lindqvist (Nurse)');
    await expect(seenByB).toContainText('mic open');
    await expect(seenByA).toContainText('Vera Anne Castellano (Virtual Nurse)');
    await expect(seenByA).toContainText('mic open');
    // B's call carried no knock: the knock lasts 2 s, so once both calls have sent 4 s of video
    // (15 fps) it would have been played, and the device reports what it played.
    await expect.poll(async () => (await deviceMedia(request, DEVICE)).calls
      .filter((call) => call.connection_state === 'connected' && call.frames_sent > 60).length, { timeout: 15_000 }).toBe(2);
    expect((await deviceMedia(request, DEVICE)).knock_count).toBe(knocks);

    // A mutes: B sees it at once; A unmutes: open again.
    await overlay(a).getByRole('button', { name: 'Mute' }).click();
    await expect(seenByB).toContainText('mic muted');
    await expect(seenByB).not.toContainText('mic open');
    await overlay(a).getByRole('button', { name: 'Unmute' }).click();
    await expect(seenByB).toContainText('mic open');

    // A hangs up: B's view drops A.
    await overlay(a).getByRole('button', { name: 'Hang Up' }).click();
    await expect(settingsHeading(a)).toBeVisible();
    await expect(seenByB).toBeHidden();
    await overlay(b).getByRole('button', { name: 'Hang Up' }).click();
    await expect(settingsHeading(b)).toBeVisible();
    await expectNoOpenCall(b, request, DEVICE);
  } finally {
    await nurseContext.close();
    await virtualNurseContext.close();
  }
});
