// In-call controls do what a person expects (issue 16 items 4 and 9), checked on the device
// (/sim): a click on a camera arrow moves one step and a hold keeps moving; the camera panel
// never covers the picture it steers; quick volume steps end with the slider at the level the
// device acknowledged; the preset delete icon is drawn; the TV menu offers Power Off while the TV
// is on; the quality chip's ring and label tell the same level.
// Seed facts: patient 2 runs device 2 (PTZ, no TV IR); patient 3 runs device 3 (TV IR on).
import type { Locator, Page } from '@playwright/test';
import { hold, openCamera, openDeviceMenu, toast } from './support/call.ts';
import { deviceMedia, setDeviceFaults } from './support/live-video.ts';
import { openOverlay, overlay, startCall } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, tokenFor } from './support/stack.ts';

const visit = (patientId: number) => `/patients/${patientId}/overview/video-visit`;
/** The device's step for one click (openapi/device-control.yaml, ptz_step). */
const STEP = 5;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function home(page: Page, camera: Locator, deviceId: number) {
  await camera.getByRole('button', { name: 'Home' }).click();
  await expect.poll(async () => (await deviceMedia(page.request, deviceId)).ptz).toMatchObject({ pan: 0, tilt: 0, zoom: 0 });
}

test.afterEach(async ({ request }) => {
  await setDeviceFaults(request, 2, {});
});

test('a click on a camera arrow moves the camera one step, a key press too, and a hold keeps moving', async ({ page, request }) => {
  await openOverlay(page, visit(2));
  await startCall(page);
  const camera = await openCamera(page);
  await home(page, camera, 2);

  await camera.getByRole('button', { name: 'Pan right' }).click();
  await expect.poll(async () => (await deviceMedia(request, 2)).ptz).toMatchObject({ pan: STEP, tilt: 0, moving: false });
  await expect(camera.getByTestId('ptz-position')).toContainText(`Pan ${STEP}° · Tilt 0°`);
  await camera.getByRole('button', { name: 'Tilt up' }).click();
  await expect.poll(async () => (await deviceMedia(request, 2)).ptz).toMatchObject({ pan: STEP, tilt: STEP });
  await camera.getByRole('button', { name: 'Pan left' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await deviceMedia(request, 2)).ptz).toMatchObject({ pan: 0, tilt: STEP, moving: false });

  await hold(page, camera.getByRole('button', { name: 'Pan right' }), 1_500);
  await expect.poll(async () => (await deviceMedia(request, 2)).ptz.moving).toBe(false);
  const held = await deviceMedia(request, 2);
  expect(held.ptz.pan).toBeGreaterThan(3 * STEP);
  expect(held.last_command).toBe('ptz_stop');
  await expect(camera.getByTestId('ptz-position')).toContainText(`Pan ${Math.round(held.ptz.pan)}°`);
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`the camera panel sits beside or below the picture, never over it (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openOverlay(page, visit(2));
    await startCall(page);
    const camera = await openCamera(page);
    const video = overlay(page).getByTestId('patient-video');
    expect(overlaps(await box(camera), await box(video))).toBe(false);
    // Closing it gives the room back.
    await overlay(page).getByRole('button', { name: 'Camera', exact: true }).click();
    await expect(camera).toBeHidden();
  });
}

test('quick volume steps end with the slider at the level the device acknowledged, without jumping back', async ({ page, request }) => {
  await openOverlay(page, visit(2));
  await startCall(page);
  const menu = await openDeviceMenu(page);
  const slider = menu.getByRole('slider', { name: 'Volume' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect.poll(async () => (await deviceMedia(request, 2)).volume).toBe(100);
  await expect(slider).toHaveAttribute('aria-valuenow', '100');

  // The first step's request is slow on the network: it reaches the server after the others.
  let slowed = false;
  await page.route('**/api/v1/video_devices/2/volume*', async (route) => {
    if (!slowed) {
      slowed = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    await route.continue();
  });
  await slider.evaluate((element) => {
    const seen: string[] = [];
    Object.assign(window, { bedsideVolumes: seen });
    new MutationObserver(() => seen.push(element.getAttribute('aria-valuenow') ?? '')).observe(element, { attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await deviceMedia(request, 2)).volume, { timeout: 10_000 }).toBe(95);
  await page.waitForTimeout(1_500);
  expect((await deviceMedia(request, 2)).volume).toBe(95);
  await expect(slider).toHaveAttribute('aria-valuenow', '95');
  const seen = (await page.evaluate(() => (window as unknown as { bedsideVolumes: string[] }).bedsideVolumes)).map(Number);
  // Never back up once a lower step was shown: stale acks do not move the slider.
  expect(seen.every((value, index) => index === 0 || value <= (seen[index - 1] ?? value))).toBe(true);
});

test('the preset delete button shows a drawn icon, not an empty box', async ({ page, request }) => {
  const token = await tokenFor(request, personas.nurse.email);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/ptz_presets?division_id=1', { headers, data: { ptz_preset: { name: 'E2E Icon', video_device_id: 2 } } });
  expect(created.ok(), await created.text()).toBe(true);
  const preset = await created.json() as { id: number };
  try {
    await openOverlay(page, visit(2));
    await startCall(page);
    const camera = await openCamera(page);
    const remove = camera.getByRole('button', { name: 'Delete preset E2E Icon' });
    const icon = remove.locator('svg');
    await expect(icon).toBeVisible();
    expect((await box(icon)).width).toBeGreaterThanOrEqual(12);
    expect((await remove.innerText()).trim()).toBe('');
  } finally {
    await request.delete(`/api/v1/ptz_presets/${preset.id}?division_id=1`, { headers });
  }
});

test('the TV menu offers Power Off while the device reports the TV on, and Power On while it is off', async ({ page, request }) => {
  await openOverlay(page, visit(3));
  await startCall(page);
  const power = async () => (await deviceMedia(request, 3)).tv.power;
  // Whatever the TV is at first (another test may have turned it on), both ways round.
  for (let round = 0; round < 2; round += 1) {
    const before = await power();
    const [offered, other] = before === 'on' ? ['Power Off', 'Power On'] : ['Power On', 'Power Off'];
    const menu = await openDeviceMenu(page);
    await expect(menu.getByRole('menuitem', { name: offered })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: other })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: offered }).click();
    await expect(toast(page, `TV ${offered.toLowerCase()} command sent`)).toBeVisible();
    await expect.poll(power).toBe(before === 'on' ? 'off' : 'on');
  }
});

test('the quality chip never pairs a good label with a red ring, from the call\'s first sample on', async ({ page, request }) => {
  // A little loss (1 %: within "good") makes the first samples good rather than excellent, the
  // start that used to open with a red pulsing ring around "Good".
  await setDeviceFaults(request, 2, { packet_loss: 1 });
  await openOverlay(page, visit(2));
  await startCall(page);
  const indicator = overlay(page).getByTestId('quality-indicator');
  const seen: string[] = [];
  for (let sample = 0; sample < 24; sample += 1) {
    const shown = await indicator.evaluate((element) => ({ label: element.textContent ?? '', ring: getComputedStyle(element).borderTopColor }), undefined, { timeout: 200 }).catch(() => null);
    if (shown) {
      const [r = 0, g = 0] = (shown.ring.match(/\d+/g) ?? []).map(Number);
      seen.push(`${shown.label}:${r > 150 && g < 110 ? 'red' : 'not red'}`);
    }
    await page.waitForTimeout(250);
  }
  expect(seen.filter((entry) => /^(Good|Excellent):red$/.test(entry))).toEqual([]);
});
