// Hospitals (Health System): a hospital here is a division. An administrator finds the seeded ones,
// adds one (a taken name is answered on its field), finds it in her own hospital picker at once
// (user-updated reloads her divisions, no reload of the page), then changes its time zone and reads
// the change in its revision history.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, waitForRealtime } from './support/stack.ts';

test('an administrator adds a hospital, has it in her hospital picker, and edits it; the revision shows the change', async ({ page }) => {
  // Letters only: the masking scan, later on the same stack, reads digits as a patient's PHI.
  const name = `West Campus ${Array.from(String(Date.now() % 100_000), (d) => 'ABCDEFGHIJ'[Number(d)]).join('')}`;
  await signInWithToken(page, personas.hospitalAdmin.email, '/health-system/hospitals');
  await waitForRealtime(page);
  const table = page.getByTestId('table-hospitals');
  await expect(table.getByRole('link', { name: 'North Tower', exact: true })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Add Hospital' }).click();
  const nameBox = page.getByRole('textbox', { name: 'Name' });
  await nameBox.fill('north tower');
  await page.getByRole('combobox', { name: 'Color' }).click();
  await page.getByRole('option', { name: 'Cyan', exact: true }).click();
  await page.getByRole('combobox', { name: 'Time Zone' }).click();
  await page.getByRole('option', { name: 'Mountain (Denver)', exact: true }).click();
  await page.getByRole('textbox', { name: 'Address' }).fill('9 Aspen Road, Springfield, IL');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(nameBox).toHaveAccessibleDescription('A hospital with this name already exists');

  await nameBox.fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/health-system\/hospitals(\?|$)/);

  await page.getByRole('combobox', { name: 'Hospital' }).click();
  await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/health-system/hospitals?filters[name]=${encodeURIComponent(name)}`);
  await table.getByRole('link', { name, exact: true }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Time Zone' }).click();
  await page.getByRole('option', { name: 'Pacific (Los Angeles)', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hospital saved')).toBeVisible();
  const change = page.getByTestId('revision').first().locator('tr[data-field=timezone]');
  await expect(change.locator('td')).toHaveText(['Time Zone', 'Mountain (Denver)', 'Pacific (Los Angeles)']);
});
