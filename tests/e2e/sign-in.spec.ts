// Sign-in through the development identity provider (authorization code + PKCE), the layout
// skeleton with the avatar initials, and Log Out's storage rules.
import { expect, test } from './support/stack-fixture.ts';
import { choosePersona, personas } from './support/stack.ts';

test('a nurse signs in through the sign-in page, lands on home with her initials, and logs out', async ({ page }) => {
  await page.goto('/');
  await choosePersona(page, personas.nurse.name);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${personas.nurse.name}` })).toBeVisible();
  const userMenu = page.getByRole('button', { name: 'User menu' });
  await expect(userMenu).toContainText(personas.nurse.initials);
  await expect(page.getByText('2025.09.30')).toBeVisible();
  // The sidebar comes from /menu_sets: the Reporting set is restricted to managers and admins.
  await expect(page.getByRole('navigation').getByText('Virtual Care', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Reporting', { exact: true })).toHaveCount(0);

  await page.evaluate(() => {
    localStorage.setItem('MASK_PHI', 'true');
    localStorage.setItem('SOMETHING_ELSE', '1');
    sessionStorage.setItem('DIVISION', '2');
  });
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();

  await expect(page).toHaveURL(/\/login/);
  const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  expect(storage.local.filter((key) => !key.startsWith('oidc.'))).toEqual(['MASK_PHI']);
  expect(storage.session).toEqual([]);

  // Signed out for real: a secured page sends us back to sign in.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Sign in to Bedside' })).toBeVisible();
});

test("Log Out in one tab signs the user's other tabs out too: no patient list left on screen", async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/');
  await choosePersona(first, personas.nurse.name);
  await expect(first.getByRole('heading', { name: `Welcome, ${personas.nurse.name}` })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/patients');
  await expect(second.getByRole('main').getByRole('table')).toBeVisible({ timeout: 20_000 });

  await first.getByRole('button', { name: 'User menu' }).click();
  await first.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(first).toHaveURL(/\/login/);
  await expect(second).toHaveURL(/\/login/);
  await expect(second.getByRole('table')).toHaveCount(0);
});

test('a manager sees the Reporting menu set restricted to their role', async ({ page }) => {
  await page.goto('/');
  await choosePersona(page, 'Marcus Bell');
  await expect(page.getByRole('heading', { name: 'Welcome, Marcus Bell' })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Reporting', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Pilot Features')).toHaveCount(0);
});

test('initials use the first letters of up to three words', async ({ page }) => {
  await page.goto('/');
  await choosePersona(page, personas.hospitalAdmin.name);
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText(personas.hospitalAdmin.initials);
});
