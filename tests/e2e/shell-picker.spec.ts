// The hospital (division) picker: options by route, disabled for one division, read-only while
// editing, and what choosing a division does (query, sessionStorage, event).
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

test('home does not offer All hospitals; list pages do', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  const picker = page.getByRole('combobox', { name: 'Hospital' });
  await expect(picker).toHaveValue('North Tower');
  await picker.click();
  await expect(page.getByRole('option')).toHaveText(['North Tower', 'South Tower']);
  await page.keyboard.press('Escape');

  await page.getByRole('navigation').getByRole('link', { name: 'Patients' }).click();
  await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();
  await picker.click();
  await expect(page.getByRole('option')).toHaveText(['All hospitals', 'North Tower', 'South Tower']);
});

test('choosing a division sets division_id and page 1, tells listeners, and survives a reload', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email, '/patients?page=3');
  await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();
  await page.evaluate(() => {
    window.addEventListener('division-changed', (event) => {
      document.body.dataset.divisionChanged = JSON.stringify((event as CustomEvent).detail);
    });
  });
  await page.getByRole('combobox', { name: 'Hospital' }).click();
  await page.getByRole('option', { name: 'South Tower' }).click();

  // The list keeps its other query (its default filters) and goes back to page 1.
  await expect(page).toHaveURL(/\/patients\?.*division_id=2/);
  expect(new URL(page.url()).searchParams.get('page')).toBe('1');
  await expect(page.locator('body')).toHaveAttribute('data-division-changed', JSON.stringify({ divisionId: '2', previous: '1' }));
  expect(await page.evaluate(() => sessionStorage.getItem('DIVISION'))).toBe('2');

  // A reload of a page without division_id in its URL keeps the tab's choice.
  await page.getByRole('navigation').getByRole('link', { name: 'Patient Monitors' }).click();
  await expect(page).toHaveURL(/\/patient-monitors(\?|$)/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Patient Monitors' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Hospital' })).toHaveValue('South Tower');
});

test('a user with a single division cannot change it', async ({ page }) => {
  await signInWithToken(page, 'peds.nurse@mercy-general.test');
  const picker = page.getByRole('combobox', { name: 'Hospital' });
  await expect(picker).toHaveValue('Pediatrics');
  await expect(picker).toBeDisabled();
});

test('the picker is read-only on an editing page and hidden on a no-division page', async ({ page }) => {
  // Editing a room needs Edit Room: an administrator's page.
  await signInWithToken(page, 'hospital.admin@mercy-general.test', '/hospital/rooms/1/edit');
  await expect(page.getByRole('heading', { name: /^Edit / })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Hospital' });
  // Told to a keyboard user as well as on hover.
  await picker.focus();
  await expect(page.getByRole('tooltip')).toHaveText("Can't change division on editing page");
  await page.locator('#main-content').focus();
  await picker.hover();
  await expect(page.getByRole('tooltip')).toHaveText("Can't change division on editing page");
  await picker.click();
  await expect(page.getByRole('option')).toHaveCount(0);

  await page.goto('/my-assignments');
  await expect(page.getByRole('heading', { name: 'Assignments' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Hospital' })).toHaveCount(0);
});
