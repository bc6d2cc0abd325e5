// In-call device control steps: the call's Device menu and camera panel, and holding a button
// down as a person does. The device's own state is `deviceMedia` in live-video.ts.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { overlay } from './overlay.ts';

/** Opens the call's Device menu (TV, reboots, volume) and returns its dropdown. */
export async function openDeviceMenu(page: Page): Promise<Locator> {
  await overlay(page).getByRole('button', { name: 'Device', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the camera panel beside the video (PTZ pad and presets). */
export async function openCamera(page: Page): Promise<Locator> {
  await overlay(page).getByRole('button', { name: 'Camera', exact: true }).click();
  const camera = overlay(page).getByRole('region', { name: 'Camera' });
  await expect(camera).toBeVisible();
  return camera;
}

/** Presses a button, keeps it down for `ms`, then lets go. */
export async function hold(page: Page, button: Locator, ms: number): Promise<void> {
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A toast with exactly this text (or matching this pattern). */
export const toast = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root')
  .filter({ hasText: typeof text === 'string' ? new RegExp(`^${escape(text)}$`) : text });

/** The device is back online (after a reboot) as the emulator reports it. */
export async function waitOnline(request: APIRequestContext, deviceId: number): Promise<void> {
  await expect.poll(async () => ((await (await request.get(`/sim/devices/${deviceId}`)).json()) as { status: string }).status, { timeout: 20_000 }).toBe('online');
}
