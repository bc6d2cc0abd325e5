// A wall of live tiles as the e2e specs drive it (Patient Central, Team Mode, the Nursing Station):
// its tiles, their frames, and the monitors they watch.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInWithToken, waitForRealtime } from './stack.ts';

// North Tower's first active monitor (room N-302) and the one beside it, both on online cameras.
export const FIRST = 1;
export const SECOND = 2;

export async function deviceOf(request: APIRequestContext, token: string, monitorId: number): Promise<number> {
  const response = await request.get(`/api/v1/patient_monitors/${monitorId}?division_id=*`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { video_device: { id: number } }).video_device.id;
}

export const tile = (page: Page, monitorId: number) => page.locator(`[data-testid="wall-tile"][data-monitor-id="${monitorId}"]`);

/** Frames each tile's video element has shown so far (0 for a tile without a picture). */
export const shown = (tiles: Locator) => tiles.getByTestId('tile-video').evaluateAll((videos: HTMLVideoElement[]) => videos.map((v) => v.getVideoPlaybackQuality().totalVideoFrames));

export async function framesAdvance(page: Page, monitorId: number): Promise<void> {
  const before = (await shown(tile(page, monitorId)))[0] ?? 0;
  await expect.poll(async () => (await shown(tile(page, monitorId)))[0] ?? 0).toBeGreaterThan(before + 5);
}

export async function openWall(page: Page, email: string, path: string, speed?: number): Promise<void> {
  if (speed) await page.addInitScript((value) => sessionStorage.setItem('BEDSIDE_MEDIA_TIME_SPEED', value), String(speed));
  await signInWithToken(page, email, path);
  await expect(page.getByTestId('wall-tile').first()).toBeVisible();
  // A change made by the test (a monitor stopped, a curtain closed) is an event: published before the
  // page's channels are subscribed, it is never heard (CI flake at 9c9cdc5).
  await waitForRealtime(page);
}
