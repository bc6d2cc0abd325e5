// Family Connect (User Management): an administrator allows a family member to connect to a
// patient's room (without an email or a phone the server answers on Email); with mask_phi on, the
// patient's name shows masked in the list, on the edit page and among the Patient choices.
import type { APIRequestContext } from '@playwright/test';
import { collectPhiScan, setMaskPhi, watchForPhi, type PhiHit } from './support/phi-scan.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor } from './support/stack.ts';

const ADMIN = personas.hospitalAdmin.email;

async function admittedPatients(request: APIRequestContext, token: string): Promise<{ key: string; value: string }[]> {
  const response = await request.get('/api/v1/family_members/dropdown?field=patient&division_id=1', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { key: string; value: string }[];
}

test('an administrator adds a family member for a patient; the list shows them', async ({ page, request }) => {
  const [patient] = await admittedPatients(request, await tokenFor(request, ADMIN));
  if (!patient) throw new Error('division 1 has no admitted patient');
  const name = `Rosa Delgado ${Date.now() % 100000}`;
  await signInWithToken(page, ADMIN, '/user-management/family-connect/add?division_id=1');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Relationship' }).click();
  await page.getByRole('option', { name: 'Sibling' }).click();
  const patientSelect = page.getByRole('combobox', { name: 'Patient' });
  await patientSelect.click();
  await patientSelect.fill(patient.value);
  await page.getByRole('option', { name: patient.value, exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Enter an email or a phone number/);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 312 555 0199');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user-management\/family-connect(\?|$)/);

  await page.goto(`/user-management/family-connect?division_id=1&filters[name]=${encodeURIComponent(name)}`);
  const row = page.getByTestId('table-family_members').locator('tbody tr');
  await expect(row.locator('td[data-column=patient]')).toHaveText([patient.value], { timeout: 20_000 });
  await expect(row.locator('td[data-column=relationship]')).toHaveText(['Sibling']);
});

test('with mask_phi on, the patient shows masked in the list, on the edit page and among the choices', async ({ page, request }) => {
  const token = await tokenFor(request, ADMIN);
  const patients = await admittedPatients(request, token);
  await watchForPhi(page, patients.map((p) => p.value));
  const hits: PhiHit[] = [];
  const scanned = () => collectPhiScan(page, hits);
  await setMaskPhi(request, token, true);
  try {
    await signInWithToken(page, ADMIN, '/user-management/family-connect?division_id=1');
    const table = page.getByTestId('table-family_members');
    await expect(table.locator('td[data-column=patient]').first()).toHaveText(/^\S\*+/, { timeout: 20_000 });
    await table.locator('td[data-column=name]').getByRole('link').first().click();
    // On the edit page the patient is shown masked and cannot be changed while masking is on.
    await expect(page.getByRole('textbox', { name: 'Patient' })).toHaveValue(/^\S\*+/);
    await scanned();
    await page.goto('/user-management/family-connect/add?division_id=1');
    await page.getByRole('combobox', { name: 'Patient' }).click();
    await expect(page.getByRole('option').first()).toHaveText(/^\S\*+/);
    await scanned();
    expect(hits).toEqual([]);
  } finally {
    await setMaskPhi(request, token, false);
  }
});
