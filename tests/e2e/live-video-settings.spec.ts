// Video Meeting Settings as each device and mode shows them (spec sections 2 and 5), and the
// overlay's frame: minimise, dock, drag, and the external page without them.
import type { Locator, Page } from '@playwright/test';
import { closeErrorReport, failingReads } from './support/faults.ts';
import { deviceMedia } from './support/live-video.ts';
import { callView, chooseReason, openOverlay, overlay, settingsHeading } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';

// Seed facts: in North Tower, device 91 "Cart 1" is kiosk + PTZ, device 92 "Tablet 1" neither.
const KIOSK_WARNING = '2 way video not setup on this device, the patient will only be able to hear you.';
const checkbox = (name: string) => (page: Page) => overlay(page).getByRole('checkbox', { name });

test('a device without kiosk mode warns, offers no video or PTZ, and needs a reason to join', async ({ page }) => {
  await openOverlay(page, '/live-video?patient_id=1&device_id=92', { click: false });
  await expect(settingsHeading(page)).toBeVisible();
  await expect(overlay(page)).toContainText(KIOSK_WARNING);
  await expect(checkbox('Activate Your Video')(page)).toHaveCount(0);
  await expect(checkbox('Activate Screen Share')(page)).toHaveCount(0);
  await expect(checkbox('Pan-Tilt-Zoom Camera')(page)).toHaveCount(0);
  await expect(checkbox('Door Knock')(page)).toBeChecked();
  const joinButton = overlay(page).getByRole('button', { name: 'Join', exact: true });
  await expect(joinButton).toBeDisabled();
  await expect(overlay(page).getByRole('combobox', { name: 'Video Reason' })).toHaveAttribute('placeholder', 'Select video reason');
  await chooseReason(page);
  await expect(joinButton).toBeEnabled();
  // The external page has no minimise/dock.
  await expect(overlay(page).getByRole('button', { name: 'Minimise' })).toHaveCount(0);
});

test('a kiosk PTZ device offers your video, screen share and PTZ, without the warning', async ({ page }) => {
  await openOverlay(page, '/live-video?patient_id=1&device_id=91', { click: false });
  await expect(settingsHeading(page)).toBeVisible();
  await expect(overlay(page)).not.toContainText(KIOSK_WARNING);
  await expect(checkbox('Activate Your Video')(page)).not.toBeChecked();
  await expect(checkbox('Activate Screen Share')(page)).toBeVisible();
  await expect(checkbox('Pan-Tilt-Zoom Camera')(page)).toBeChecked();
});

const retry = async (page: Page, alert: Locator) => {
  // The shell reports the server error too; the clinician closes that first.
  await closeErrorReport(page);
  await alert.getByRole('button', { name: 'Retry' }).click();
};

test('reasons that could not be loaded keep Join disabled and say so; Retry brings the required choice', async ({ page, request }) => {
  const failed = overlay(page).getByRole('alert').filter({ hasText: 'Video reasons could not be loaded' });
  const joinButton = overlay(page).getByRole('button', { name: 'Join', exact: true });
  await failingReads(request, '/video_reasons/dropdown', async () => {
    await openOverlay(page, '/live-video?patient_id=1&device_id=92', { click: false });
    await expect(failed).toBeVisible();
    await expect(joinButton).toBeDisabled();
    await expect(overlay(page).getByRole('combobox', { name: 'Video Reason' })).toHaveCount(0);
  });
  await retry(page, failed);
  await chooseReason(page);
  await expect(failed).toHaveCount(0);
  await expect(joinButton).toBeEnabled();
});

test('a patient that could not be loaded is said in the overlay; Retry brings the settings', async ({ page, request }) => {
  const failed = overlay(page).getByRole('alert').filter({ hasText: 'The patient or video device could not be loaded.' });
  await failingReads(request, '/patients/1', async () => {
    await openOverlay(page, '/live-video?patient_id=1&device_id=92', { click: false });
    await expect(failed).toBeVisible();
  });
  await retry(page, failed);
  await expect(settingsHeading(page)).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('test mode has no Door Knock, no reason and no Preview, and may join at once', async ({ page }) => {
  await openOverlay(page, '/live-video?device_id=91', { click: false });
  await expect(settingsHeading(page)).toBeVisible();
  await expect(checkbox('Door Knock')(page)).toHaveCount(0);
  await expect(overlay(page).getByRole('combobox', { name: 'Video Reason' })).toHaveCount(0);
  await expect(overlay(page).getByRole('button', { name: 'Preview' })).toHaveCount(0);
  await expect(overlay(page).getByRole('button', { name: 'Join', exact: true })).toBeEnabled();
});

test('Preview shows only where the hospital and the patient’s division enable it', async ({ page }) => {
  await openOverlay(page, '/patients/2/overview/video-visit');
  await expect(overlay(page).getByRole('button', { name: 'Preview' })).toBeVisible();
  // Patient 22 is in South Tower, whose meeting preview is off.
  await page.goto('/patients/22/overview/video-visit');
  await page.getByRole('button', { name: 'Video Visit' }).click();
  await expect(settingsHeading(page)).toBeVisible();
  await expect(overlay(page).getByRole('button', { name: 'Preview' })).toHaveCount(0);
});

test('the overlay minimises to a dock that can be dragged, and comes back', async ({ page }) => {
  await openOverlay(page, '/patients/2/overview/video-visit');
  await overlay(page).getByRole('button', { name: 'Minimise' }).click();
  await expect(overlay(page)).toHaveAttribute('data-minimised', 'true');
  const before = await overlay(page).boundingBox();
  const handle = page.getByTestId('overlay-handle');
  const box = await handle.boundingBox();
  if (!before || !box) throw new Error('the overlay is not laid out');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 180, box.y - 120, { steps: 5 });
  await page.mouse.up();
  const after = await overlay(page).boundingBox();
  expect(after && Math.round(before.x - after.x)).toBeGreaterThan(150);
  // It stays while the clinician moves to another page.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(overlay(page)).toBeVisible();
  await overlay(page).getByRole('button', { name: 'Restore' }).click();
  await expect(overlay(page)).not.toHaveAttribute('data-minimised', 'true');
  await overlay(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(overlay(page)).toHaveCount(0);
});

test('a test session from the device page plays the device and ends by itself at the time limit', async ({ page, request }) => {
  // Time runs 10 times faster: the 5-minute test limit becomes 30 s.
  test.setTimeout(75_000);
  await openOverlay(page, '/hospital/video_devices/91/view?division_id=1', { speed: 10, click: false });
  await page.getByRole('button', { name: 'Test Video' }).click();
  await expect(settingsHeading(page)).toBeVisible();
  await overlay(page).getByRole('button', { name: 'Join', exact: true }).click();
  await expect(callView(page)).toHaveAttribute('data-session-state', 'playing', { timeout: 15_000 });
  await expect.poll(async () => (await deviceMedia(request, 91)).in_call).toBe(true);
  await expect(settingsHeading(page)).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('session-error-message')).toHaveCount(0);
  await expect.poll(async () => (await deviceMedia(request, 91)).in_call).toBe(false);
});
