// In-call device control through the overlay, in Chromium against the real device emulator: each
// command is checked by its effect on the device (/sim), not only by the call that was made.
// Seed facts: patient 2 runs monitor 1 on device 2 (kiosk, PTZ, credentials, no TV IR); patient 3
// runs device 3 (TV IR on); patient 12's device 12 has no credentials; patient 1 has no device, so
// the picker offers North Tower's Cart 2 (device 93: PTZ, 6 presets already). The nurse persona
// has the ptz_presets and connection_quality_indicator flags.
import type { Page } from '@playwright/test';
import { hold, openCamera, openDeviceMenu, toast, waitOnline } from './support/call.ts';
import { deviceMedia, pictureHash, setDeviceFaults } from './support/live-video.ts';
import { callView, openOverlay, overlay, startCall } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, tokenFor } from './support/stack.ts';

const visit = (patientId: number) => `/patients/${patientId}/overview/video-visit`;
const zoomSurface = (page: Page) => overlay(page).getByTestId('digital-zoom');

test.afterEach(async ({ request }) => {
  await setDeviceFaults(request, 2, {});
});

test('holding a pan arrow turns the device camera; the picture and the shown position follow; Home resets', async ({ page, request }) => {
  await openOverlay(page, visit(2));
  await startCall(page);
  const camera = await openCamera(page);
  await camera.getByRole('button', { name: 'Home' }).click();
  await expect.poll(async () => (await deviceMedia(request, 2)).ptz.pan).toBe(0);

  const before = await pictureHash(page);
  await hold(page, camera.getByRole('button', { name: 'Pan right' }), 1_000);
  await expect.poll(async () => (await deviceMedia(request, 2)).ptz.moving).toBe(false);
  const moved = await deviceMedia(request, 2);
  expect(moved.ptz.pan).toBeGreaterThan(0);
  expect(moved.last_command).toBe('ptz_stop');
  await expect(camera.getByTestId('ptz-position')).toContainText(`Pan ${Math.round(moved.ptz.pan)}°`);
  expect(await pictureHash(page)).not.toBe(before);

  await camera.getByRole('button', { name: 'Camera zoom in' }).click();
  await expect.poll(async () => (await deviceMedia(request, 2)).ptz.zoom).toBe(moved.ptz.zoom + 1);
  await camera.getByRole('button', { name: 'Home' }).click();
  await expect.poll(async () => (await deviceMedia(request, 2)).ptz).toMatchObject({ pan: 0, tilt: 0, zoom: 0 });
  await expect(camera.getByTestId('ptz-position')).toContainText('Pan 0° · Tilt 0° · Zoom 0');
});

test('plus and minus zoom the picture digitally, but not while typing in a text field', async ({ page }) => {
  await openOverlay(page, visit(2));
  await startCall(page);
  await expect(zoomSurface(page)).toHaveAttribute('data-zoom-level', '100');
  await page.keyboard.press('+');
  await expect(zoomSurface(page)).toHaveAttribute('data-zoom-level', '150');
  expect(await zoomSurface(page).evaluate((el) => (el as HTMLElement).style.transform)).toContain('scale(1.5)');
  await page.keyboard.press('ArrowLeft');
  expect(await zoomSurface(page).evaluate((el) => (el as HTMLElement).style.transform)).toContain('translate(20px, 0px)');

  const camera = await openCamera(page);
  const name = camera.getByRole('textbox', { name: 'Preset name' });
  await name.click();
  await page.keyboard.type('+-+');
  await expect(name).toHaveValue('+-+');
  await expect(zoomSurface(page)).toHaveAttribute('data-zoom-level', '150');
  await name.fill('');
  await page.keyboard.press('Escape');
  await overlay(page).getByText('Patient Video').first().click();
  await page.keyboard.press('-');
  await expect(zoomSurface(page)).toHaveAttribute('data-zoom-level', '100');
});

test('presets: add the seventh then no more, rename (empty cancels), recall moves the camera there', async ({ page, request }) => {
  const token = await tokenFor(request, personas.nurse.email);
  const headers = { authorization: `Bearer ${token}` };
  const presets = async () => (await (await request.get('/api/v1/ptz_presets/for_device/93?division_id=1', { headers })).json()) as { id: number; name: string; preset_index: number }[];
  for (const preset of (await presets()).filter((p) => p.name.startsWith('E2E'))) {
    await request.delete(`/api/v1/ptz_presets/${preset.id}?division_id=1`, { headers });
  }
  expect(await presets()).toHaveLength(6);

  await openOverlay(page, visit(1));
  await overlay(page).getByRole('radio', { name: /Cart 2$/ }).check();
  await overlay(page).getByRole('button', { name: 'Select Video Device' }).click();
  await startCall(page);
  const camera = await openCamera(page);
  await expect(camera.getByTestId('preset-row')).toHaveCount(6);

  // Somewhere off home, then save it as a preset.
  await hold(page, camera.getByRole('button', { name: 'Tilt up' }), 600);
  await expect.poll(async () => (await deviceMedia(request, 93)).ptz.moving).toBe(false);
  const spot = (await deviceMedia(request, 93)).ptz;
  expect(spot.tilt).toBeGreaterThan(0);
  await camera.getByRole('textbox', { name: 'Preset name' }).fill('E2E Window');
  await camera.getByRole('button', { name: 'Add Preset' }).click();
  await expect(toast(page, 'Preset E2E Window saved')).toBeVisible();
  await expect(camera.getByTestId('preset-row')).toHaveCount(7);
  await expect(camera.getByRole('button', { name: 'Add Preset' })).toBeDisabled();
  const saved = (await presets()).find((p) => p.name === 'E2E Window');
  expect(saved).toBeDefined();
  expect((await deviceMedia(request, 93)).presets[String(saved?.preset_index)]).toMatchObject({ pan: spot.pan, tilt: spot.tilt, zoom: spot.zoom });

  // Rename: an empty name cancels; a new name is kept (at most 20 characters).
  await camera.getByRole('button', { name: 'Rename preset E2E Window' }).click();
  await camera.getByRole('textbox', { name: 'New name for E2E Window' }).fill('');
  await camera.getByRole('button', { name: 'Save' }).click();
  await expect(camera.getByRole('button', { name: 'Go to preset E2E Window' })).toBeVisible();
  await camera.getByRole('button', { name: 'Rename preset E2E Window' }).click();
  const rename = camera.getByRole('textbox', { name: 'New name for E2E Window' });
  await rename.fill('E2E Window by the bed, longer');
  await expect(rename).toHaveValue('E2E Window by the be');
  await rename.fill('E2E Bedside');
  await rename.press('Enter');
  await expect(camera.getByRole('button', { name: 'Go to preset E2E Bedside' })).toBeVisible();
  await expect.poll(async () => (await presets()).map((p) => p.name)).toContain('E2E Bedside');

  // Recall: the camera goes home, then back to the preset's position.
  await camera.getByRole('button', { name: 'Home' }).click();
  await expect.poll(async () => (await deviceMedia(request, 93)).ptz.tilt).toBe(0);
  await camera.getByRole('button', { name: 'Go to preset E2E Bedside' }).click();
  await expect.poll(async () => (await deviceMedia(request, 93)).ptz).toMatchObject({ pan: spot.pan, tilt: spot.tilt, zoom: spot.zoom });

  // Delete gives the slot back: adding is allowed again.
  await camera.getByRole('button', { name: 'Delete preset E2E Bedside' }).click();
  await expect(camera.getByTestId('preset-row')).toHaveCount(6);
  await camera.getByRole('textbox', { name: 'Preset name' }).fill('x');
  await expect(camera.getByRole('button', { name: 'Add Preset' })).toBeEnabled();
});

test('the volume slider stays within 60 to 100 and sets the device volume', async ({ page, request }) => {
  await openOverlay(page, visit(2));
  await startCall(page);
  const menu = await openDeviceMenu(page);
  const slider = menu.getByRole('slider', { name: 'Volume' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '60');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await expect(slider).toHaveAttribute('aria-valuenow', '60');
  await expect.poll(async () => (await deviceMedia(request, 2)).volume).toBe(60);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await deviceMedia(request, 2)).volume).toBe(61);
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await expect.poll(async () => (await deviceMedia(request, 2)).volume).toBe(100);

  // The simulator itself rejects a volume outside the range.
  const token = await tokenFor(request, personas.nurse.email);
  const low = await request.post('/api/v1/video_devices/2/volume?division_id=1', { headers: { authorization: `Bearer ${token}` }, data: { volume: 59 } });
  expect(low.status()).toBe(400);
});

test('TV commands show for a device with TV IR, act on the TV and confirm with their toasts', async ({ page, request }) => {
  await openOverlay(page, visit(3));
  await startCall(page);
  const tvBefore = (await deviceMedia(request, 3)).tv;
  let menu = await openDeviceMenu(page);
  await menu.getByRole('menuitem', { name: 'Power On' }).click();
  await expect(toast(page, 'TV power on command sent')).toBeVisible();
  await expect.poll(async () => (await deviceMedia(request, 3)).tv.power).toBe('on');

  menu = await openDeviceMenu(page);
  await menu.getByRole('menuitem', { name: 'Switch Input' }).click();
  await expect(toast(page, /^TV switched to HDMI \d input$/)).toBeVisible();
  await expect.poll(async () => (await deviceMedia(request, 3)).tv.input).toMatch(/^hdmi_\d$/);

  menu = await openDeviceMenu(page);
  await menu.getByRole('menuitem', { name: 'Mute/Unmute' }).click();
  await expect(toast(page, 'TV mute command sent')).toBeVisible();
  await expect.poll(async () => (await deviceMedia(request, 3)).tv.muted).toBe(!tvBefore.muted);
});

test('a device without credentials offers neither Reboot Device nor Reboot PTZ, and still the volume', async ({ page }) => {
  await openOverlay(page, visit(12));
  await startCall(page);
  const menu = await openDeviceMenu(page);
  await expect(menu.getByRole('slider', { name: 'Volume' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Reboot Device' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Reboot PTZ' })).toHaveCount(0);
});

test('the connection quality indicator turns Poor under packet loss and stops blaming it when it ends; metrics are saved', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openOverlay(page, visit(2));
  await startCall(page);
  const indicator = overlay(page).getByTestId('quality-indicator');
  // What the indicator blames: nothing while hidden (good or better), else its issue list. On a
  // loaded test machine the loopback call's jitter and playout delay alone can make it fair or
  // poor, so the test follows packet loss, the fault it injects, rather than the whole level.
  const blamed = async () => (await indicator.getAttribute('data-issues', { timeout: 500 }).catch(() => null)) ?? 'hidden';
  await page.waitForTimeout(4_000);
  expect(await blamed()).not.toContain('packetLoss');

  await setDeviceFaults(request, 2, { packet_loss: 30, wifi_signal: { state: 'poor', strength: -84 } });
  await expect(indicator).toHaveAttribute('data-level', 'poor', { timeout: 15_000 });
  await expect(indicator).toContainText('Poor');
  await expect(indicator).toHaveAttribute('data-issues', /packetLoss/);
  // Poor, and said in words (while the lossy picture stalls, also that there is no video).
  await expect(indicator).toHaveAttribute('aria-label', /^Connection quality Poor/);
  await expect(overlay(page).getByTestId('wifi-signal')).toHaveText('Wi-Fi Poor -84 dBm', { timeout: 25_000 });

  // Recovery: the loss is no longer blamed (issues clear 4 s after the last bad sample).
  await setDeviceFaults(request, 2, {});
  await expect.poll(blamed, { timeout: 20_000 }).not.toContain('packetLoss');

  const meetingId = (await deviceMedia(request, 2)).meeting_id;
  await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
  await expect.poll(async () => {
    const records = await (await request.get(`/sim/video_metrics?video_device_id=2&meeting_id=${meetingId}`)).json() as { metric_type: string }[];
    return [...new Set(records.map((r) => r.metric_type))].sort();
  }).toEqual(['stats', 'warning']);
});

// Last: a device reboot drops the call (the device restarts).
test('no TV without TV IR; Reboot PTZ and Reboot Device reach the device and confirm with their toasts', async ({ page, request }) => {
  await openOverlay(page, visit(2));
  await startCall(page);
  const before = await deviceMedia(request, 2);
  let menu = await openDeviceMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Power On' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Reboot PTZ' }).click();
  await expect(toast(page, 'PTZ reboot command sent')).toBeVisible();
  await expect.poll(async () => (await deviceMedia(request, 2)).ptz_reboot_count).toBe(before.ptz_reboot_count + 1);
  await expect(callView(page)).toHaveAttribute('data-session-state', 'playing');

  menu = await openDeviceMenu(page);
  await menu.getByRole('menuitem', { name: 'Reboot Device' }).click();
  await page.getByRole('dialog', { name: 'Reboot device?' }).getByRole('button', { name: 'Reboot Device' }).click();
  await expect(toast(page, 'Reboot command sent')).toBeVisible();
  await expect.poll(async () => (await deviceMedia(request, 2)).reboot_count).toBe(before.reboot_count + 1);
  await waitOnline(request, 2);
});
