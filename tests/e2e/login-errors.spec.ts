// The Login Error dialog texts of the spec, reached through the real identity provider.
import { expect, test } from './support/stack-fixture.ts';
import { choosePersona, personas } from './support/stack.ts';

const wrongOrganization = 'Organization ID is not correct. Click button below to continue sign-in.';
const blocked = 'This login is disabled. If you have a corporate login, try clicking "Login with corporate SSO" on the login page.';

test('a wrong organisation id ends in the Login Error dialog, and Sign-In Again recovers', async ({ page }) => {
  await page.goto('/h/no-such-org');
  await choosePersona(page, personas.nurse.name);
  const dialog = page.getByRole('dialog', { name: 'Login Error' });
  await expect(dialog).toContainText(wrongOrganization);

  await dialog.getByRole('button', { name: 'Sign-In Again' }).click();
  await choosePersona(page, personas.nurse.name);
  await expect(page.getByRole('heading', { name: `Welcome, ${personas.nurse.name}` })).toBeVisible();
});

test('a user of another organisation gets the organisation error', async ({ page }) => {
  await page.goto('/');
  await choosePersona(page, personas.otherOrganization.name);
  await expect(page.getByRole('dialog', { name: 'Login Error' })).toContainText(wrongOrganization);
});

test('a blocked user gets the disabled-login text', async ({ page }) => {
  await page.goto('/');
  await choosePersona(page, personas.blocked.name);
  await expect(page.getByRole('dialog', { name: 'Login Error' })).toContainText(blocked);
});
