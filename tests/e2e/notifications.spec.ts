// The header's notification bell and panel, and the /notifications page.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

// The nurse works in North Tower (division 1) by default: two active notifications there, none archived.
test('the bell counts active notifications and a notification opens its monitoring page', async ({ page }) => {
  const listed = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/notifications');
  await signInWithToken(page, personas.nurse.email);
  expect(new URL((await listed).url()).searchParams.get('division_id')).toBe('1');

  const bell = page.getByRole('button', { name: 'Notifications: 2 active' });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText('Monitoring paused for N-306')).toBeVisible();

  await panel.getByRole('tab', { name: 'Archived' }).click();
  await expect(panel.getByText('No archived notifications')).toBeVisible();
  await panel.getByRole('tab', { name: 'Active' }).click();

  await panel.getByText('Fall risk alert in room N-502').click();
  await expect(page).toHaveURL(/\/patient-monitors\/12\/monitoring\?division_id=1$/);
  await expect(panel).toBeHidden();
});

test("'View All' opens the full list with the same tabs", async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  await page.getByRole('button', { name: /^Notifications: \d+ active$/ }).click();
  // As a user does: the panel's list is there before View All is chosen.
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Fall risk alert in room N-502')).toBeVisible();
  await panel.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/notifications(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Fall risk alert in room N-502')).toBeVisible();
  await page.getByRole('main').getByRole('tab', { name: 'Archived' }).click();
  await expect(page.getByRole('main').getByText('No archived notifications')).toBeVisible();
});

test('the panel opened from the keyboard takes the focus, and Esc gives it back to the bell', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  const bell = page.getByRole('button', { name: /^Notifications: \d+ active$/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Fall risk alert in room N-502')).toBeVisible();
  await expect.poll(() => panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // The next Tab stays in the panel, not at the far end of the page.
  await page.keyboard.press('Tab');
  await expect.poll(() => panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});
