// Custom fields (shell §3): an administrator adds one for patients and a nurse, signed in in
// another browser, then has it as a column, a filter and a field of the patient form whose value
// saves and lists (her browser reads the definitions on its next page load; the administrator's
// own tables have it at once, without a reload). Key rules are answered on the Key field; on edit
// model and key are not offered, and only a select or radio offers options.
import type { Page } from '@playwright/test';
import { toast } from './support/call.ts';
import { clickMenuLink } from './support/menu.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
const LIST = '/health-system/custom-fields';

const wrapperOf = (page: Page, name: string) => page.locator(`[data-field="${name}"]`).first().locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")][1]');
const cells = (page: Page, column: string) => page.getByTestId('table-patients').locator(`tbody td[data-column="${column}"]`);

async function showColumn(page: Page, header: string) {
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByTestId('column-chooser').getByRole('checkbox', { name: header, exact: true }).check();
  await page.keyboard.press('Escape');
}

test('an administrator adds a patient field; a nurse in another browser has it as a column, a filter and a form field that saves', async ({ page, browser, request }) => {
  // Two signed-in browsers and a dozen pages on a shared 2-core machine (measured: up to 2 minutes).
  test.setTimeout(180_000);
  const n = Date.now() % 100_000;
  // The field's name shares nothing with the test patient's name and MRN below: the masking scan
  // (another spec, same stack) would read the field's label as that patient's PHI.
  const tag = n.toString(36);
  const key = `isolation_${tag}`;
  const label = `Isolation ${tag.toUpperCase()}`;
  const column = `custom_fields.${key}`;
  const nurseToken = await tokenFor(request, personas.nurse.email);
  const name = `Iris Quill ${n}`;
  const created = await request.post('/api/v1/patients?division_id=1', {
    headers: { authorization: `Bearer ${nurseToken}` }, data: { patient: { display_name: name, mrn: `ISO${n}`, status: 'active' } },
  });
  expect(created.status()).toBe(201);
  const patient = (await created.json()) as { id: number };

  const nurse = await (await browser.newContext()).newPage();
  try {
    // The nurse is at work before the field exists.
    await signInWithToken(nurse, personas.nurse.email, `/patients?division_id=1&filters[display_name]=${encodeURIComponent(name)}`);
    await expect(cells(nurse, 'display_name')).toHaveText([name], { timeout: 20_000 });

    // The administrator has the patients table open (its custom fields are cached), then adds one.
    await signInWithToken(page, SYSADMIN, '/patients?division_id=1');
    await expect(cells(page, 'display_name').first()).toBeVisible({ timeout: 20_000 });
    await clickMenuLink(page, 'Health System', 'Custom Fields');
    await expect(page.getByTestId('table-custom_fields').getByRole('link', { name: 'Preferred Language', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Add Custom Field' }).click();

    await page.getByRole('combobox', { name: 'Model' }).click();
    await page.getByRole('option', { name: 'Patient', exact: true }).click();
    await page.getByRole('textbox', { name: 'Key' }).fill('Isolation Status');
    await page.getByRole('textbox', { name: 'Label' }).fill(label);
    await expect(page.getByRole('combobox', { name: 'Options' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Select', exact: true }).click();
    const options = page.getByRole('combobox', { name: 'Options' });
    for (const option of ['None', 'Contact', 'Droplet', 'contact']) {
      await options.fill(option);
      await options.press('Enter');
    }
    // A choice already listed (in any case) is not added twice.
    await expect(wrapperOf(page, 'options').locator('.mantine-Pill-root')).toHaveText(['None', 'Contact', 'Droplet']);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(wrapperOf(page, 'key')).toContainText('Key must be snake_case');
    await page.getByRole('textbox', { name: 'Key' }).fill('preferred_language');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(wrapperOf(page, 'key')).toContainText('A custom field with this key already exists for this model');
    await page.getByRole('textbox', { name: 'Key' }).fill(key);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Custom Field created')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LIST}(\\?|$)`));
    const row = page.getByTestId('table-custom_fields').locator('tbody tr', { hasText: label });
    await expect(row.locator('td[data-column=key]')).toHaveText(key);
    await expect(row.locator('td[data-column=options]')).toHaveText('None, Contact, Droplet');

    // Back on the patients table in the same browser, without a reload: the new column is there.
    await clickMenuLink(page, null, 'Patients');
    // The patients table itself first: until the route has loaded, the Custom Fields list (with a
    // Columns button of its own) is still the page, and its chooser goes with it.
    await expect(cells(page, 'display_name').first()).toBeVisible({ timeout: 20_000 });
    await showColumn(page, label);
    await expect(cells(page, column).first()).toHaveText('N/A');

    // The nurse's next page load has it: a column (N/A for now), a filter and a field of her form.
    await nurse.reload();
    await showColumn(nurse, label);
    await expect(cells(nurse, column)).toHaveText(['N/A']);
    await nurse.goto(`/patients/${patient.id}/edit?division_id=1`);
    await expect(nurse.getByRole('heading', { name: `Edit ${name}` })).toBeVisible({ timeout: 20_000 });
    await nurse.getByRole('combobox', { name: label }).click();
    await nurse.getByRole('option', { name: 'Droplet', exact: true }).click();
    await nurse.getByRole('button', { name: 'Save' }).click();
    await expect(toast(nurse, 'Patient saved')).toBeVisible();
    const change = nurse.getByTestId('revision').first().locator(`tr[data-field="${column}"]`);
    await expect(change.locator('td')).toHaveText([label, 'N/A', 'Droplet']);
    // The record page shows it among the patient's fields.
    await nurse.goto(`/patients/${patient.id}/view?division_id=1`);
    await expect(nurse.locator(`div[data-field="${column}"]`)).toHaveText(`${label}Droplet`, { timeout: 20_000 });

    await nurse.goto('/patients?division_id=1');
    await showColumn(nurse, label);
    await nurse.getByRole('button', { name: 'Filters' }).click();
    const panel = nurse.getByTestId('filter-panel');
    const filter = panel.getByRole('combobox', { name: `${label} contains` });
    await filter.fill('Droplet');
    await filter.press('Escape');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(nurse).toHaveURL(new RegExp(`filters\\[custom_fields\\]\\[${key}\\]=Droplet`));
    await expect(cells(nurse, 'display_name')).toHaveText([name]);
    await expect(cells(nurse, column)).toHaveText(['Droplet']);
  } finally {
    await nurse.context().close();
  }
});

test('on edit, model and key are not offered; only a select or radio offers options, and a select needs one', async ({ page, request }) => {
  test.setTimeout(60_000);
  const headers = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const n = Date.now() % 100_000;
  const created = await request.post('/api/v1/custom_fields', { headers, data: { custom_field: { model: 'patient', key: `mobility_${n}`, kind: 'text', label: `Mobility ${n}` } } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signInWithToken(page, SYSADMIN, `${LIST}/${id}/edit`);
  await expect(page.getByRole('heading', { name: `Edit Mobility ${n}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Key' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Options' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Radio', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(wrapperOf(page, 'options')).toContainText('A select or radio field needs at least one option');
  const options = page.getByRole('combobox', { name: 'Options' });
  for (const option of ['Independent', 'Assisted', 'Bedbound']) {
    await options.fill(option);
    await options.press('Enter');
  }
  await page.getByRole('textbox', { name: 'Label' }).fill(`Mobility Level ${n}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Custom Field saved')).toBeVisible();
  const change = page.getByTestId('revision').first();
  await expect(change.locator('tr[data-field=kind] td')).toHaveText(['Kind', 'Text', 'Radio']);
  await expect(change.locator('tr[data-field=options] td')).toHaveText(['Options', 'N/A', 'Independent, Assisted, Bedbound']);

  // A radio field is a row of choices on the patient form.
  await page.goto('/patients/add?division_id=1');
  const group = page.getByRole('radiogroup', { name: `Mobility Level ${n}` });
  await expect(group.getByRole('radio')).toHaveCount(3, { timeout: 20_000 });
});
