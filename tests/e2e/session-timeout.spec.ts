// Session rules in the browser: Still There? unanswered logs out every tab of the browser.
// Playwright's clock stands in for 55 idle minutes.
import type { Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, waitForRealtime } from './support/stack.ts';

const welcome = new RegExp(`Welcome, ${personas.nurse.name}`);
// Logout lands on /login, which may go straight on to the identity provider.
const signedOut = /\/(login|oidc\/)/;

/**
 * Opens a page and waits until it is fully loaded: realtime up, the header's deferred parts
 * mounted (the bell loads its notifications) and no call in flight. A clock jump before then
 * would make the late calls fresh activity (a part mounting after the jump refetches stale
 * data), which restarts the inactivity timer; it would also time out a pending call.
 */
async function openSettled(page: Page, open: () => Promise<unknown>): Promise<void> {
  const notifications = page.waitForResponse((response) => response.url().includes('/api/v1/notifications'));
  await open();
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
  await notifications;
  await expect(page.getByRole('button', { name: /^Notifications:/ })).toBeVisible();
  await waitForRealtime(page);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
}

test('Still There? unanswered for 3 minutes logs out this tab and tells the other one', async ({ context }) => {
  // Two tabs, each loaded and connected: slow on a busy machine.
  test.setTimeout(60_000);
  await context.clock.install();
  const first = await context.newPage();
  await openSettled(first, () => signInWithToken(first, personas.nurse.email));

  // The second tab opens half an hour later, so its own timer is far from running out.
  await first.clock.fastForward('30:00');
  const second = await context.newPage();
  await openSettled(second, () => second.goto('/'));

  await first.clock.fastForward('25:00');
  const question = first.getByRole('dialog', { name: 'Still There?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Please click the button below to stay logged in.');
  await expect(question.getByRole('button', { name: 'Stay Logged In' })).toBeVisible();
  await expect(second.getByRole('dialog', { name: 'Still There?' })).toHaveCount(0);

  await first.clock.fastForward('03:00');
  await expect(first).toHaveURL(signedOut);
  await expect(second).toHaveURL(signedOut);
  expect(await second.evaluate(() => localStorage.getItem('AUTH_TOKEN'))).toBeNull();
});

test('Stay Logged In keeps the session: the refresh is called and nobody is logged out', async ({ page }) => {
  await page.clock.install();
  await openSettled(page, () => signInWithToken(page, personas.nurse.email));

  await page.clock.fastForward('55:00');
  const refresh = page.waitForResponse((response) => response.url().includes('/api/v1/sessions/refresh'));
  await page.getByRole('button', { name: 'Stay Logged In' }).click();
  expect((await refresh).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Still There?' })).toHaveCount(0);

  await page.clock.fastForward('03:00');
  await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
  await expect(page).not.toHaveURL(signedOut);
});
