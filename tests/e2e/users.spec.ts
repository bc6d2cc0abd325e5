// Users (User Management): an administrator sees their organisation's users only, adds one (a weak
// password is answered with the product's rule on its field, a taken email on its), edits them and
// reads the change in the revision history, where a new password shows as changed, never as
// itself; and a nurse signed in elsewhere gets a division she is given in her hospital picker at
// once, without a reload (user-updated).
import type { Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
const PASSWORD_RULE = 'Password must be at least 10 characters long and include uppercase letter, lowercase letter, digit and special character.';
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function choose(page: Page, field: string, option: string) {
  // A multi-select's pill box takes the click; a select's input does.
  const box = page.locator('.mantine-MultiSelect-input').filter({ has: page.getByRole('combobox', { name: field }) });
  await ((await box.count()) ? box : page.getByRole('combobox', { name: field })).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('an administrator adds a user (the password rule and a taken email answered on their fields), then edits them; the revision never shows a password', async ({ page }) => {
  await signInWithToken(page, SYSADMIN, '/user-management/users');
  const table = page.getByTestId('table-users');
  await expect(table.getByRole('link', { name: personas.nurse.name, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('link', { name: personas.otherOrganization.name })).toHaveCount(0);

  await page.getByRole('link', { name: 'Add User' }).click();
  const name = `E2E User ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.fill(personas.nurse.email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('weakpass');
  await choose(page, 'Role', 'Nurse');
  await choose(page, 'Divisions', 'North Tower');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(password).toHaveAccessibleDescription(escaped(PASSWORD_RULE));

  await password.fill('Str0ng-Enough!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(email).toHaveAccessibleDescription('A user with this email already exists');
  await email.fill(`e2e.${Date.now()}@mercy-general.test`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user-management\/users\/\d+\/view/);
  await expect(page.getByTestId('record-title')).toHaveText(name);

  await page.goto(page.url().replace('/view', '/edit'));
  await choose(page, 'Role', 'Manager');
  await password.fill('Another-Passw0rd!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved')).toBeVisible();
  const change = page.getByTestId('revision').first();
  await expect(change.locator('tr[data-field=role] td')).toHaveText(['Role', 'Nurse', 'Manager']);
  await expect(change.locator('tr[data-field=password] td')).toHaveText(['Password', 'Set', 'Changed']);
  const revisions = page.getByTestId('revisions');
  await expect(revisions.getByTestId('revision')).toHaveCount(2);
  await expect(revisions).not.toContainText('Passw0rd');
  await expect(revisions).not.toContainText('Str0ng');
});

test('a division given to a signed-in nurse appears in her hospital picker at once', async ({ page, browser, request }) => {
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  // The email filter keeps the emails containing it (peds.nurse@ too).
  const listed = await (await request.get(`/api/v1/users?filters[email]=${encodeURIComponent(personas.nurse.email)}`, { headers: admin })).json() as { results: { id: number; email: string; divisions: { id: number }[] }[] };
  const nurseUser = listed.results.find((u) => u.email === personas.nurse.email)!;
  const nurse = await (await browser.newContext()).newPage();
  try {
    await signInWithToken(nurse, personas.nurse.email);
    await waitForRealtime(nurse);
    const picker = nurse.getByRole('combobox', { name: 'Hospital' });
    await picker.click();
    await expect(nurse.getByRole('option')).toHaveText(['North Tower', 'South Tower']);
    await nurse.keyboard.press('Escape');

    await signInWithToken(page, SYSADMIN, `/user-management/users/${nurseUser.id}/edit`);
    // The first page of a cold stack may take a while on a shared machine.
    await expect(page.getByRole('heading', { name: `Edit ${personas.nurse.name}` })).toBeVisible({ timeout: 20_000 });
    await choose(page, 'Divisions', 'Pediatrics');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User saved')).toBeVisible();

    // Not reloaded: user-updated brought her new divisions.
    await picker.click();
    await expect(nurse.getByRole('option')).toHaveText(['North Tower', 'South Tower', 'Pediatrics']);
  } finally {
    await request.put(`/api/v1/users/${nurseUser.id}`, { headers: admin, data: { user: { division_ids: nurseUser.divisions.map((d) => d.id) } } });
    await nurse.context().close();
  }
});
