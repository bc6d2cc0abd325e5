// Staff types (Health System): one per staff kind, edited and never added. An administrator renames
// one: a display name another kind has, or none, is answered on its field; the saved name shows in
// the list and the change in the revision history.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor } from './support/stack.ts';

test('an administrator renames a staff type; a taken or empty display name is answered on its field', async ({ page, request }) => {
  // Four page loads and three saves on a shared 2-core machine.
  test.setTimeout(60_000);
  await signInWithToken(page, personas.hospitalAdmin.email, '/health-system/staff-types');
  const table = page.getByTestId('table-staff_types');
  await expect(table.locator('tbody tr')).toHaveCount(6, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Add Staff Type' })).toHaveCount(0);

  await table.getByRole('link', { name: 'Translation', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Translation' })).toBeVisible();
  const edited = page.url().match(/staff-types\/(\d+)\/edit/)?.[1];
  const displayName = page.getByRole('textbox', { name: 'Display Name' });
  try {
    await displayName.fill('security');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(displayName).toHaveAccessibleDescription('A staff type with this display name already exists');
    await displayName.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(displayName).toHaveAccessibleDescription('This field is required');

    await displayName.fill('Interpreter Services');
    await page.getByRole('textbox', { name: 'Description' }).fill('Interpreters for 40 languages, by video');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Staff Type saved')).toBeVisible();
    const change = page.getByTestId('revision').first();
    await expect(change.locator('tr[data-field=display_name] td')).toHaveText(['Display Name', 'Translation', 'Interpreter Services']);
    await expect(change.locator('tr[data-field=description] td').nth(2)).toHaveText('Interpreters for 40 languages, by video');

    await page.goto('/health-system/staff-types');
    await expect(table.getByRole('link', { name: 'Interpreter Services', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Translation', exact: true })).toHaveCount(0);
  } finally {
    const token = await tokenFor(request, personas.hospitalAdmin.email);
    await request.put(`/api/v1/staff_types/${edited}`, { headers: { authorization: `Bearer ${token}` }, data: { staff_type: { display_name: 'Translation' } } });
  }
});
