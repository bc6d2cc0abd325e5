// Units on the resource pattern: an administrator finds the seeded units, adds one (a duplicate
// name answers on its field), renames it and reads the change in its revision history; a unit's
// page lists its rooms; a nurse may read units, so their links open the view page, without Edit.
import { expect, test } from './support/stack-fixture.ts';
import { closeErrorReport, failingReads } from './support/faults.ts';
import { signInWithToken } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
const NURSE = 'nurse@mercy-general.test';
// Unit 1 of North Tower (division 1) holds rooms N-301 to N-306; unit 2 holds N-401 to N-406.
const UNIT = { id: 1, name: 'Med-Surg 3' };

test('an administrator adds, finds and renames a unit; the revision shows the rename', async ({ page }) => {
  await signInWithToken(page, SYSADMIN, '/hospital/units?division_id=1');
  const names = page.getByTestId('table-units').locator('tbody td[data-column=name] a');
  await expect(names.filter({ hasText: UNIT.name })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Add Unit' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill(UNIT.name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(name).toHaveAccessibleDescription('A unit with this name already exists in this division');
  // A refused save takes the keyboard to the field in error.
  await expect(name).toBeFocused();

  const added = `E2E Unit ${Date.now() % 100000}`;
  await name.fill(added);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/hospital\/units\/\d+\/view/);
  await expect(page.getByTestId('unit-rooms')).toContainText('This unit has no rooms.');

  await page.goto(`/hospital/units?division_id=1&filters[name]=${encodeURIComponent(added)}`);
  await expect(names).toHaveText([added]);
  await names.click();
  await expect(page).toHaveURL(/\/hospital\/units\/\d+\/edit/);
  await name.fill(`${added} B`);
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved, the keyboard is still on Save, not back at the top of the page.
  await expect(page.getByText('Unit saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeFocused();
  const change = page.getByTestId('revision').first().locator('tr[data-field=name]');
  await expect(change.locator('td').nth(1)).toHaveText(added);
  await expect(change.locator('td').nth(2)).toHaveText(`${added} B`);
});

test('under All hospitals Add Unit says to choose a hospital first, and adds once one is chosen', async ({ page }) => {
  await signInWithToken(page, SYSADMIN, '/hospital/units?division_id=*');
  await expect(page.getByTestId('table-units').locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Add Unit' })).toHaveCount(0);
  const add = page.getByRole('button', { name: 'Add Unit' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  // Said beside it, not only on hover: a keyboard or touch user reads it too.
  await expect(add).toHaveAccessibleDescription('Choose a hospital in the picker to add a unit');
  await expect(page.getByText('Choose a hospital in the picker to add a unit')).toBeVisible();
  // A click (forced: it is disabled) goes nowhere.
  await add.click({ force: true });
  await expect(page).toHaveURL(/\/hospital\/units\?division_id=\*/);
  await page.goto('/hospital/units?division_id=1');
  await expect(page.getByRole('link', { name: 'Add Unit' })).toBeVisible({ timeout: 20_000 });
});

test('an address with no record id is no page, not a server error', async ({ page }) => {
  for (const path of ['/hospital/units/abc/view?division_id=1', '/hospital/units/01/edit?division_id=1']) {
    await signInWithToken(page, SYSADMIN, path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/must be integer/)).toHaveCount(0);
  }
});

test("a unit's page lists its rooms, as many as its Rooms count, each opening the room", async ({ page }) => {
  await signInWithToken(page, SYSADMIN, `/hospital/units/${UNIT.id}/view?division_id=1`);
  await expect(page.getByTestId('record-title')).toHaveText(UNIT.name);
  const listed = page.getByTestId('unit-rooms').getByRole('link');
  await expect(listed.filter({ hasText: 'N-301' })).toBeVisible();
  await expect(listed.filter({ hasText: 'N-306' })).toBeVisible();
  await expect(listed.filter({ hasText: 'N-401' })).toHaveCount(0);
  const count = Number(await page.locator('[data-field=room_count] p').last().textContent());
  await expect(listed).toHaveCount(count);
  await listed.filter({ hasText: 'N-301' }).click();
  await expect(page).toHaveURL(/\/hospital\/rooms\/\d+\/edit/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('N-301');
});

test('a nurse opens a unit from the list on its view page, with its rooms and no Edit', async ({ page }) => {
  await signInWithToken(page, NURSE, '/hospital/units?division_id=1');
  await expect(page.getByRole('link', { name: 'Add Unit' })).toHaveCount(0);
  await page.getByTestId('table-units').getByRole('link', { name: UNIT.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hospital/units/${UNIT.id}/view`));
  await expect(page.getByTestId('unit-rooms')).toContainText('N-301');
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('unit-rooms').getByRole('link')).toHaveCount(0);
});

test('a list or unit that could not be read for a server fault says so with Retry; a unit that does not exist says only that', async ({ page, request }) => {
  const list = page.getByRole('alert').filter({ hasText: 'The list could not be loaded.' });
  const record = page.getByRole('alert').filter({ hasText: 'The unit could not be loaded.' });
  await failingReads(request, '/units', async () => {
    await signInWithToken(page, NURSE, '/hospital/units?division_id=1');
    await expect(list).toBeVisible();
  });
  await closeErrorReport(page);
  await list.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('table-units').getByRole('link', { name: UNIT.name, exact: true })).toBeVisible();
  await expect(list).toHaveCount(0);

  await failingReads(request, `/units/${UNIT.id}`, async () => {
    await page.goto(`/hospital/units/${UNIT.id}/view?division_id=1`);
    await expect(record).toBeVisible();
  });
  await closeErrorReport(page);
  await record.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('unit-rooms')).toContainText('N-301');

  await page.goto('/hospital/units/99999/view?division_id=1');
  await expect(page.getByRole('alert')).toContainText('not found');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
