// The error catalogue in the browser, produced on demand with the simulator's scenario faults.
import type { Page } from '@playwright/test';
import { addFault as addSimFault } from './support/faults.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, waitForRealtime } from './support/stack.ts';

const addFault = (page: Page, fault: object) => addSimFault(page.request, fault);

test.afterEach(async ({ request }) => {
  await request.delete('/sim/faults');
});

test('an inactivity time-out shows Your session expired and nothing more goes out', async ({ page }) => {
  await addFault(page, { path_prefix: '/menu_sets', status: 401, type: 'UserAuthenticator::InactivityTimeout', error: 'Session timed out' });
  await signInWithToken(page, personas.nurse.email);

  const dialog = page.getByRole('dialog', { name: 'Your session expired' });
  await expect(dialog).toBeVisible();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) calls.push(request.url());
  });
  // A realtime restart makes the page subscribe again, which would need API calls.
  await page.request.post('/sim/realtime/restart');
  await expect(page.locator('html')).not.toHaveAttribute('data-realtime', 'connected');
  await page.waitForTimeout(1500);
  expect(calls).toEqual([]);

  await dialog.getByRole('button', { name: 'Sign-In Again' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("Something Went Wrong shows the server's error text", async ({ page }) => {
  await addFault(page, { path_prefix: '/menu_sets', status: 500, error: 'The menu database is down' });
  await signInWithToken(page, personas.nurse.email);

  const dialog = page.getByRole('dialog', { name: 'Something Went Wrong' });
  // After the query's retries.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('The menu database is down');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
});

test('with the server unreachable, a failure still opens Something Went Wrong over the page: its code was fetched beforehand', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email, '/patients');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible({ timeout: 20_000 });
  await waitForRealtime(page);
  // A user who has been on the page a moment: the session dialogs' code loads a second after the shell.
  await page.waitForTimeout(2_000);
  // From now on neither the app's files nor the notifications can be had.
  await page.route('**/assets/**', (route) => route.abort());
  await page.route('**/api/v1/notifications*', (route) => route.abort());
  const published = await page.request.post('/sim/events', { data: { scope: 'user', user_email: personas.nurse.email, event: 'group-notification', data: {} } });
  expect(published.status()).toBe(202);
  const dialog = page.getByRole('dialog', { name: 'Something Went Wrong' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Unknown network error. Please reload the page.');
  // The page stays under it (it was replaced by the app's error page, a call with it).
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // The notifications are read again 1 s and 2 s later and fail the same way: closed stays closed
  // (it came back by itself a second after Close, and failed this test in CI).
  await page.waitForTimeout(3_500);
  await expect(dialog).toHaveCount(0);
});

test('a call slower than 15 s times out and is shown as a network error', async ({ page }) => {
  await page.clock.install();
  await addFault(page, { path_prefix: '/menu_sets', latency_ms: 20_000 });
  const slowCall = page.waitForRequest((request) => request.url().includes('/api/v1/menu_sets'));
  await signInWithToken(page, personas.nurse.email);
  await slowCall;
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();

  // The clock also runs by itself meanwhile, so leave a margin before the 15 s.
  await page.clock.fastForward('00:10');
  await expect(page.getByRole('dialog', { name: 'Something Went Wrong' })).toHaveCount(0);
  await page.clock.fastForward('00:06');

  const dialog = page.getByRole('dialog', { name: 'Something Went Wrong' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Unknown network error. Please reload the page.');
});

test('a sign-in from another device is announced to the older session', async ({ page, browser }) => {
  await signInWithToken(page, personas.nurse.email);
  // Generous: the older session must be listening before the new one announces itself.
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 15_000 });

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInWithToken(other, personas.nurse.email);

  const dialog = page.getByRole('dialog', { name: 'Signed In From Another Device' });
  await expect(dialog).toContainText('Your account has been logged into from another device. If this was not you, please contact support immediately.');
  await expect(other.getByRole('dialog', { name: 'Signed In From Another Device' })).toHaveCount(0);

  // A reload, or a new tab, of the ended session does not carry on past the dialog.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Signed In From Another Device' })).toBeVisible();
  // Nothing runs behind it: no page, menu or header.
  await expect(page.locator('#main-content')).toHaveCount(0);
  await expect(page.locator('#main-menu')).toHaveCount(0);
  const tab = await page.context().newPage();
  await tab.goto('/');
  await expect(tab.getByRole('dialog', { name: 'Signed In From Another Device' })).toBeVisible();
  await tab.close();
  // Sign-In Again is the way on: the sign-in page, and the new device's session is untouched.
  await page.getByRole('dialog', { name: 'Signed In From Another Device' }).getByRole('button', { name: 'Sign-In Again' }).click();
  await expect(page).toHaveURL(/\/login/);
  await other.reload();
  await expect(other.getByRole('dialog', { name: 'Signed In From Another Device' })).toHaveCount(0);
  await elsewhere.close();
});
