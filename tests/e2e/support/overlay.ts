// Steps through the live video overlay as a clinician does.
import { expect, type Page } from '@playwright/test';
import { personas, signInWithToken } from './stack.ts';
import { describePeerConnections, trackPeerConnections } from './live-video.ts';

export const overlay = (page: Page) => page.getByRole('dialog', { name: 'Patient Video' });
export const callView = (page: Page) => page.locator('[data-session-state]');
export const settingsHeading = (page: Page) => overlay(page).getByRole('heading', { name: 'Video Meeting Settings' });

/**
 * Signs in on a page and opens its overlay. `speed` divides the session's long waits (60 s
 * without video, 20 s frozen) through the app's test-only sessionStorage knob.
 */
export async function openOverlay(page: Page, path: string, options: { speed?: number; click?: boolean } = {}): Promise<string> {
  await trackPeerConnections(page);
  if (options.speed) {
    const speed = String(options.speed);
    await page.addInitScript((value) => sessionStorage.setItem('BEDSIDE_MEDIA_TIME_SPEED', value), speed);
  }
  const token = await signInWithToken(page, personas.nurse.email, path);
  if (options.click ?? true) await page.getByRole('button', { name: 'Video Visit' }).click();
  return token;
}

export async function chooseReason(page: Page): Promise<void> {
  await overlay(page).getByRole('combobox', { name: 'Video Reason' }).click();
  // The reasons' own list: a page's native selects (a wall's Columns) have options too.
  await page.getByRole('listbox', { name: 'Video Reason' }).getByRole('option').first().click();
}

/** Presses Join (or Preview) after choosing a reason; resolves once the call shows video. */
export async function startCall(page: Page, button: 'Join' | 'Preview' = 'Join', expectState: 'playing' | null = 'playing'): Promise<void> {
  await chooseReason(page);
  await overlay(page).getByRole('button', { name: button, exact: true }).click();
  if (!expectState) return;
  try {
    await expect(callView(page)).toHaveAttribute('data-session-state', expectState, { timeout: 15_000 });
  } catch (error) {
    // Which side stalled: a call stuck "connecting" in a CI run left no other trace.
    throw new Error(`${(error as Error).message}\npeer connections: ${await describePeerConnections(page)}`, { cause: error });
  }
}

export const errorDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('session-error-message') });
