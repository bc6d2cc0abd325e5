// Attributes (Health System, the spec's tags): an administrator finds the seeded ones, adds one (a
// taken name is answered on its field), shares it with Aimee and reads that in its revision history.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

test('an administrator adds an attribute, then shares it with Aimee; the revision shows the change', async ({ page }) => {
  const name = `Wanders at night ${Array.from(String(Date.now() % 100_000), (d) => 'ABCDEFGHIJ'[Number(d)]).join('')}`;
  await signInWithToken(page, personas.hospitalAdmin.email, '/health-system/tags');
  const table = page.getByTestId('table-tags');
  await expect(table.getByRole('link', { name: 'Fall Risk', exact: true })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Add Attribute' }).click();
  const nameBox = page.getByRole('textbox', { name: 'Name' });
  await nameBox.fill('FALL RISK');
  await page.getByRole('combobox', { name: 'Color' }).click();
  await page.getByRole('option', { name: 'Yellow', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(nameBox).toHaveAccessibleDescription('An attribute with this name already exists');

  await nameBox.fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/health-system\/tags(\?|$)/);

  await page.goto(`/health-system/tags?filters[name]=${encodeURIComponent(name)}`);
  await table.getByRole('link', { name, exact: true }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Share with Aimee' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Attribute saved')).toBeVisible();
  const change = page.getByTestId('revision').first().locator('tr[data-field=share_with_aimee]');
  await expect(change.locator('td')).toHaveText(['Share with Aimee', 'No', 'Yes']);
});
