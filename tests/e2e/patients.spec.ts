// Patients on the resource pattern (issue 11): a patient created as a nurse and as an
// administrator, the server's error shown on its field, then saved and found in the list and in
// global search; an edit shown as a revision with its diff; the quick edit with its toast.
import type { APIRequestContext, Page } from '@playwright/test';
import { toast } from './support/call.ts';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const NURSE = 'nurse@mercy-general.test';
const SYSADMIN = 'sysadmin@mercy-general.test';

async function api(request: APIRequestContext, email: string, path: string) {
  const token = await tokenFor(request, email);
  return (await request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
}

const field = (page: Page, name: string) => page.locator(`[data-field=${name}]`).first();

for (const [who, email] of [['a nurse', NURSE], ['an administrator', SYSADMIN]] as const) {
  test(`${who} creates a patient: the server's MRN error shows on the field, then it saves and is found`, async ({ page, request }) => {
    const taken = (await api(request, email, '/patients/2?division_id=1')) as { mrn: string };
    const name = `Quinn ${who === 'a nurse' ? 'Nursewell' : 'Adminson'} ${Date.now() % 100000}`;
    await signInWithToken(page, email, '/patients/add?division_id=1');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 20_000 });
    // Required fields say so only once the form was validated.
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();

    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'MRN' }).fill(taken.mrn);
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // The server's answer (400 body.patient.mrn), under the MRN field.
    await expect(field(page, 'mrn').locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")]')).toContainText('MRN already exists');

    const mrn = `E2E${Date.now() % 10_000_000}`;
    await page.getByRole('textbox', { name: 'MRN' }).fill(mrn);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/patients\/\d+\/view/);
    await expect(page.getByTestId('record-title')).toHaveText(name);

    await page.goto(`/patients?division_id=1&filters[display_name]=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('table-patients').locator('tbody td[data-column=display_name]')).toHaveText([name]);

    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(mrn);
    await expect(page.getByRole('group', { name: 'Patients' }).getByRole('option').first()).toContainText(name);
  });
}

test('an edit shows as a revision with its diff; quick edit changes the status with its toast', async ({ page, request }) => {
  const token = await tokenFor(request, NURSE);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/patients?division_id=1', { headers, data: { patient: { display_name: 'Remy Revisions', mrn: `REV${Date.now() % 1_000_000}`, status: 'active' } } });
  expect(created.status()).toBe(201);
  const patient = (await created.json()) as { id: number };

  await signInWithToken(page, NURSE, `/patients/${patient.id}/edit?division_id=1`);
  await expect(page.getByRole('heading', { name: 'Edit Remy Revisions' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Name' }).fill('Remy Revised');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Patient saved')).toBeVisible();
  const change = page.getByTestId('revision').first().locator('tr[data-field=display_name]');
  await expect(change.locator('td').nth(0)).toHaveText('Name');
  await expect(change.locator('td').nth(1)).toHaveText('Remy Revisions');
  await expect(change.locator('td').nth(2)).toHaveText('Remy Revised');
  await expect(page.getByTestId('revision').first()).toContainText('Nora Lindqvist');

  // Quick edit from the list (live video spec, Patient quick edit modal).
  const statuses = (await (await request.get('/api/v1/dynamic_fields?table_name=patients&field_name=status', { headers })).json()) as { id: number; label: string; is_enabled: boolean; sort_order: number }[];
  const enabled = statuses.filter((s) => s.is_enabled).sort((a, b) => a.sort_order - b.sort_order);
  await page.goto(`/patients?division_id=1&filters[display_name]=Remy%20Revised`);
  const row = page.getByTestId('table-patients').locator('tbody tr').first();
  await row.getByRole('button', { name: 'Quick Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Patient: Remy Revised' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Virtual Patient Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['N/A', ...enabled.map((s) => s.label)]);
  await page.getByRole('option', { name: enabled[0]!.label, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Patient status updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The keyboard is back where it was, not at the top of the page.
  await expect(row.getByRole('button', { name: 'Quick Edit' })).toBeFocused();
  await expect(row.locator('td[data-column=patient_status]')).toHaveText(enabled[0]!.label);
  const after = (await (await request.get(`/api/v1/patients/${patient.id}`, { headers })).json()) as { patient_status_id: number };
  expect(after.patient_status_id).toBe(enabled[0]!.id);
});

test('the overview shows the patient and its tabs: monitors and the time machine', async ({ page }) => {
  await signInWithToken(page, NURSE, '/patients/2/overview/time-machine?division_id=1');
  await expect(page.getByTestId('patient-timeline')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('patient-timeline').locator('[data-kind=monitor_started]').first()).toBeVisible();
  // The header names each status (the patient's, the monitoring's) and links nowhere it already is.
  const header = page.getByTestId('patient-name').locator('xpath=..');
  await expect(header).toContainText(/Patient\s*Active\s*Monitoring\s*Active/i);
  await expect(page.getByRole('main').getByRole('link', { name: 'Overview', exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Monitors' }).click();
  await expect(page).toHaveURL(/\/patients\/2\/overview\/monitors/);
  await expect(page.getByTestId('patient-monitors').locator('tbody tr').first()).toContainText('Active');
});
