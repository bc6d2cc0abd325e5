// Form Builder (issue 12): an administrator builds a form with a required number and a select; a
// nurse fills it on a patient's Forms tab. The required field left empty is answered on its field
// (the spec's message), as the server answers it (400 naming body.submission.values.<key>); the
// saved submission reads back its values and is listed with who filled it.
import type { Page } from '@playwright/test';
import { toast } from './support/call.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor } from './support/stack.ts';

const ADMIN = personas.hospitalAdmin.email;
const wrapperOf = (page: Page, name: string) => page.locator(`[data-field="${name}"]`).first().locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")][1]');

test('an admin builds a form; a nurse fills it for a patient, a required field left empty answered on its field, and the submission is listed', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const n = Date.now() % 100_000;
  // The title in letters: the masking scan, later on the same stack, reads the test patient's MRN
  // digits anywhere on the patient's pages as PHI.
  const title = `Comfort Round ${Array.from(String(n), (d) => 'ABCDEFGHIJ'[Number(d)]).join('')}`;
  const nurseToken = await tokenFor(request, personas.nurse.email);
  const created = await request.post('/api/v1/patients?division_id=1', {
    headers: { authorization: `Bearer ${nurseToken}` }, data: { patient: { display_name: `Ivo Tamsin ${n}`, mrn: `FRM${n}`, status: 'active' } },
  });
  expect(created.status()).toBe(201);
  const patient = (await created.json()) as { id: number };

  await signInWithToken(page, ADMIN, '/form-builder/add');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Add Field' }).click();
  await page.getByRole('textbox', { name: 'Field 1 label' }).fill('Pain Score');
  await page.getByRole('combobox', { name: 'Field 1 kind' }).click();
  await page.getByRole('option', { name: 'Number', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Field 1 required' }).check();
  await page.getByRole('button', { name: 'Add Field' }).click();
  await page.getByRole('textbox', { name: 'Field 2 label' }).fill('Comfort');
  await page.getByRole('combobox', { name: 'Field 2 kind' }).click();
  await page.getByRole('option', { name: 'Select', exact: true }).click();
  const options = page.getByRole('combobox', { name: 'Field 2 options' });
  for (const option of ['Good', 'Poor']) {
    await options.fill(option);
    await options.press('Enter');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Form created')).toBeVisible();
  const row = page.getByTestId('table-forms').locator('tbody tr', { hasText: title });
  await expect(row.locator('td[data-column=field_count]')).toHaveText('2');
  const listed = await request.get(`/api/v1/forms?filters[title]=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${await tokenFor(request, ADMIN)}` } });
  const formId = ((await listed.json()) as { results: { id: number }[] }).results[0]?.id;

  // The server checks too: the required value missing is named on its key.
  const refused = await request.post(`/api/v1/patients/${patient.id}/form_submissions?division_id=1`, {
    headers: { authorization: `Bearer ${nurseToken}` }, data: { submission: { form_id: formId, values: { comfort: 'Good' } } },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { details: { field: string }[] }).details[0]?.field).toBe('body.submission.values.pain_score');

  const nurse = await (await browser.newContext()).newPage();
  try {
    await signInWithToken(nurse, personas.nurse.email, `/patients/${patient.id}/overview/forms?division_id=1`);
    await expect(nurse.getByText('No form has been filled for this patient yet.')).toBeVisible({ timeout: 20_000 });
    await nurse.getByRole('button', { name: title, exact: true }).click();
    await nurse.getByRole('combobox', { name: 'Comfort' }).click();
    await nurse.getByRole('option', { name: 'Good', exact: true }).click();
    await nurse.getByRole('button', { name: 'Submit' }).click();
    await expect(wrapperOf(nurse, 'values.pain_score')).toContainText('This field is required');

    await nurse.getByRole('textbox', { name: 'Pain Score' }).fill('4');
    await nurse.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(nurse, `${title} submitted`)).toBeVisible();
    const shown = nurse.getByTestId('form-submission');
    await expect(shown.locator('[data-field=pain_score]')).toContainText('4');
    await expect(shown.locator('[data-field=comfort]')).toContainText('Good');

    await nurse.getByRole('button', { name: 'Back to Forms' }).click();
    await expect(nurse.getByTestId('form-submissions').locator('tbody tr').first().locator('td')).toContainText([title, personas.nurse.name]);
  } finally {
    await nurse.context().close();
  }
});

test('on the Forms tab the focus follows the keyboard: to the opened form, to the first field in error, to the saved submission, and back to the control that opened each', async ({ page, request }) => {
  const n = Date.now() % 100_000;
  const token = await tokenFor(request, personas.nurse.email);
  const created = await request.post('/api/v1/patients?division_id=1', {
    headers: { authorization: `Bearer ${token}` }, data: { patient: { display_name: `Focus Tamsin ${n}`, mrn: `FOC${n}`, status: 'active' } },
  });
  const patient = (await created.json()) as { id: number };
  await signInWithToken(page, personas.nurse.email, `/patients/${patient.id}/overview/forms?division_id=1`);
  const open = page.getByRole('button', { name: 'Fall Risk Assessment', exact: true });
  const title = page.getByRole('heading', { name: 'Fall Risk Assessment', level: 3 });
  // Each view replaced the one whose control was pressed, and the focus fell to the top of the page.
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Mobility' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Independent', exact: true }).click();
  await page.getByRole('textbox', { name: 'Falls in the last 3 months' }).fill('0');
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-submission').getByRole('heading', { name: 'Fall Risk Assessment' })).toBeFocused();
  await page.getByRole('button', { name: 'Back to Forms' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-submissions').getByRole('button', { name: /^View Fall Risk Assessment of / })).toBeFocused();
});
