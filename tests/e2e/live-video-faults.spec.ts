// Every way a video visit fails ends in the spec's dialog (section 8) and leaves no peer
// connection open in the browser or on the device. The session's long waits run ten times
// faster here (the app's test-only time speed), so 20 s frozen is 2 s and 60 s is 6 s.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { expectNoOpenCall, setDeviceFaults } from './support/live-video.ts';
import { callView, chooseReason, errorDialog, openOverlay, overlay, settingsHeading, startCall } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, tokenFor } from './support/stack.ts';

const PATIENT = 2;
const DEVICE = 2;
const visit = `/patients/${PATIENT}/overview/video-visit`;
const LOST = 'Video connection lost. Please try to reconnect.';
const JOIN_FAILED = 'Video session could not connect or was disconnected. Please check that monitoring has not been stopped and your network connection is functioning';
const ROOM = 'You were disconnected from the video room. Please try again.';

test.afterEach(async ({ request }) => {
  await setDeviceFaults(request, DEVICE, {});
});

test('frozen patient video for 20 s ends the call with Video connection lost', async ({ page, request }) => {
  await openOverlay(page, visit, { speed: 10 });
  await startCall(page);
  await setDeviceFaults(request, DEVICE, { freeze: true });
  await expect(overlay(page).getByTestId('frozen-overlay')).toBeVisible();
  await expect(errorDialog(page)).toContainText(LOST, { timeout: 10_000 });
  await expectNoOpenCall(page, request, DEVICE);
  await errorDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(settingsHeading(page)).toBeVisible();
});

test('a freeze shorter than the limit recovers without an error', async ({ page, request }) => {
  // Five times faster (the limit is 4 s): the frozen notice itself waits 1 s of freeze.
  await openOverlay(page, visit, { speed: 5 });
  await startCall(page);
  await setDeviceFaults(request, DEVICE, { freeze: true });
  await expect(overlay(page).getByTestId('frozen-overlay')).toBeVisible();
  await setDeviceFaults(request, DEVICE, {});
  await expect(overlay(page).getByTestId('frozen-overlay')).toBeHidden({ timeout: 5_000 });
  await page.waitForTimeout(2_500);
  await expect(errorDialog(page)).toHaveCount(0);
  await expect(callView(page)).toHaveAttribute('data-session-state', 'playing');
  // The recovered call still ends cleanly on both sides (and leaves the device free for the next test).
  await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
  await expectNoOpenCall(page, request, DEVICE);
});

test('no patient video within 60 s ends with Can’t connect to patient’s camera', async ({ page, request }) => {
  await setDeviceFaults(request, DEVICE, { freeze: true });
  await openOverlay(page, visit, { speed: 10 });
  await startCall(page, 'Join', null);
  await expect(callView(page)).toHaveAttribute('data-session-state', 'connecting');
  await expect(errorDialog(page)).toContainText("Can't connect to patient's camera", { timeout: 12_000 });
  await expectNoOpenCall(page, request, DEVICE);
});

test('a dropped connection ends the call with a disconnection dialog', async ({ page, request }) => {
  await openOverlay(page, visit, { speed: 10 });
  await startCall(page);
  expect((await request.post(`/sim/devices/${DEVICE}/media/drop`)).ok()).toBe(true);
  await expect(errorDialog(page)).toContainText(new RegExp(`${ROOM.replace(/\./g, '\\.')}|${LOST.replace(/\./g, '\\.')}`), { timeout: 15_000 });
  await expectNoOpenCall(page, request, DEVICE);
});

test('a join the device refuses ends with the could-not-connect error', async ({ page, request }) => {
  await setDeviceFaults(request, DEVICE, { refuse_join: true });
  await openOverlay(page, visit);
  await startCall(page, 'Join', null);
  await expect(errorDialog(page)).toContainText(JOIN_FAILED);
  await expect(errorDialog(page)).toContainText('Error');
  await expectNoOpenCall(page, request, DEVICE);
});

test('a denied microphone shows the media error and blocks joining', async ({ stack }) => {
  // A browser that really denies: no fake permission UI, so headless Chromium refuses the prompt.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs.filter((flag) => flag !== '--use-fake-ui-for-media-stream') });
  try {
    const context = await browser.newContext({ baseURL: stack.url });
    const page = await context.newPage();
    const token = await tokenFor(page.request, personas.nurse.email);
    await page.goto(`${visit}?api_token=${token}`);
    await page.getByRole('button', { name: 'Video Visit' }).click();
    await expect(overlay(page).getByRole('alert')).toContainText('Could not access microphone and/or camera');
    await chooseReason(page);
    await expect(overlay(page).getByRole('button', { name: 'Join', exact: true })).toBeDisabled();
  } finally {
    await browser.close();
  }
});
