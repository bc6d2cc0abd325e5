// Dynamic fields (Health System): an administrator relabels and disables a Virtual Patient Status
// value; a label the field already has is answered on its field, the change shows in the revision
// history, and the disabled value is no longer offered by the Patient quick edit.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor } from './support/stack.ts';

// Seeded (Mercy General): Observation, Fall Risk Review, Comfort Care, Awaiting Discharge, ...
const VALUE = 'Comfort Care';

test('a value disabled in Dynamic Fields is gone from the Patient quick edit; a taken label is answered on its field', async ({ page, request }) => {
  // Three page loads and two saves on a shared 2-core machine.
  test.setTimeout(60_000);
  await signInWithToken(page, personas.hospitalAdmin.email, '/health-system/dynamic-fields');
  const table = page.getByTestId('table-dynamic_fields');
  await expect(table.locator('tbody td[data-column=field]').first()).toHaveText('Virtual Patient Status', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Add Dynamic Field' })).toHaveCount(0);

  await table.getByRole('link', { name: VALUE, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${VALUE}` })).toBeVisible();
  const id = Number(page.url().match(/dynamic-fields\/(\d+)\/edit/)?.[1]);
  const label = page.getByRole('textbox', { name: 'Label' });
  const relabelled = `Comfort Care ${Date.now() % 100000}`;
  try {
    await label.fill('observation');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(label).toHaveAccessibleDescription('A value with this label already exists in this field');

    await label.fill(relabelled);
    await page.getByRole('checkbox', { name: 'Enabled' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Dynamic Field saved')).toBeVisible();
    const revision = page.getByTestId('revision').first();
    await expect(revision.locator('tr[data-field=label] td').nth(2)).toHaveText(relabelled);
    await expect(revision.locator('tr[data-field=is_enabled] td').nth(1)).toHaveText('Yes');
    await expect(revision.locator('tr[data-field=is_enabled] td').nth(2)).toHaveText('No');

    await page.goto('/patients?division_id=1');
    await page.getByTestId('table-patients').locator('tbody tr').first().getByRole('button', { name: 'Quick Edit' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Virtual Patient Status' }).click();
    await expect(page.getByRole('option', { name: 'Observation', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: relabelled })).toHaveCount(0);
    await expect(page.getByRole('option', { name: VALUE })).toHaveCount(0);
  } finally {
    // Other specs on this worker's stack expect the seeded value.
    const headers = { authorization: `Bearer ${await tokenFor(request, personas.hospitalAdmin.email)}` };
    await request.put(`/api/v1/dynamic_field_values/${id}`, { headers, data: { dynamic_field_value: { label: VALUE, is_enabled: true } } });
  }
});
