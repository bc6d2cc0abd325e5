// Overlays over every page: the offline overlay (Chromium is the supported browser: no warning).
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

const offlineText = 'Network is offline. Click the refresh button below to try again.';

test('going offline covers the page until the network is back', async ({ page, context }) => {
  await signInWithToken(page, personas.nurse.email);
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
  await expect(page.getByText(offlineText)).toHaveCount(0);

  await context.setOffline(true);
  const overlay = page.getByRole('alertdialog', { name: 'Network is offline' });
  await expect(overlay).toContainText(offlineText);
  await expect(overlay.getByRole('button', { name: 'Refresh' })).toBeVisible();

  await context.setOffline(false);
  await expect(overlay).toBeHidden();
});

test('Chromium gets no unsupported-browser warning', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
  await expect(page.getByText('Your browser is unsupported. Please switch to Chrome for full functionality.')).toHaveCount(0);
});

test('another browser is warned and can dismiss the warning', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    const warning = page.getByText('Your browser is unsupported. Please switch to Chrome for full functionality.');
    await expect(warning).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(warning).toBeHidden();
  } finally {
    await context.close();
  }
});
