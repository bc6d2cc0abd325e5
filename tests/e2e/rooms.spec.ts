// Rooms, the simple resource added on the pattern (docs/adding-a-resource.md): an administrator
// adds a room (a duplicate name answers on its field), finds it in the list, renames it and reads
// the change in its revision history; a nurse may read rooms but has no Add.
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
const NURSE = 'nurse@mercy-general.test';

test('an administrator adds, finds and renames a room; the revision shows the rename', async ({ page, request }) => {
  const token = await tokenFor(request, SYSADMIN);
  const existing = (await (await request.get('/api/v1/rooms?division_id=1&per_page=10', { headers: { authorization: `Bearer ${token}` } })).json()) as { results: { name: string; unit: { name: string } }[] };
  const taken = existing.results[0]!;
  await signInWithToken(page, SYSADMIN, '/hospital/rooms/add?division_id=1');
  await page.getByRole('textbox', { name: 'Name' }).fill(taken.name);
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: taken.unit.name, exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A room with this name already exists in this unit')).toBeVisible();

  const name = `E2E Room ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  // Rooms have no view page: a new room opens the list.
  await expect(page).toHaveURL(/\/hospital\/rooms(\?|$)/);
  await page.goto(`/hospital/rooms?division_id=1&filters[name]=${encodeURIComponent(name)}`);
  const link = page.getByTestId('table-rooms').locator('tbody td[data-column=name] a');
  await expect(link).toHaveText(name);
  await link.click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`${name} B`);
  await page.getByRole('button', { name: 'Save' }).click();
  const change = page.getByTestId('revision').first().locator('tr[data-field=name]');
  await expect(change.locator('td').nth(1)).toHaveText(name);
  await expect(change.locator('td').nth(2)).toHaveText(`${name} B`);
});

test('a nurse reads rooms without Add, and the server refuses her create', async ({ page, request }) => {
  await signInWithToken(page, NURSE, '/hospital/rooms?division_id=1');
  await expect(page.getByTestId('table-rooms').locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Add Room' })).toHaveCount(0);
  const token = await tokenFor(request, NURSE);
  const refused = await request.post('/api/v1/rooms?division_id=1', { headers: { authorization: `Bearer ${token}` }, data: { room: { name: 'Nurse Room', unit_id: 1 } } });
  expect(refused.status()).toBe(403);
});
