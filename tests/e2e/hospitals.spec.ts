// Hospitals (Health System): a hospital here is a division. An administrator finds the seeded ones,
// adds one (a taken name is answered on its field) and has it in her hospital picker at once; so
// does the system administrator signed in in another browser (user-updated reloads his divisions,
// no reload of the page). Then she changes its time zone and reads the change in its revisions.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, waitForRealtime } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';

test('an administrator adds a hospital, both all-hospitals users have it in their picker, and she edits it', async ({ page, browser }) => {
  // Two browsers on a shared 2-core machine.
  test.setTimeout(60_000);
  // Letters only: the masking scan, later on the same stack, reads digits as a patient's PHI.
  const name = `West Campus ${Array.from(String(Date.now() % 100_000), (d) => 'ABCDEFGHIJ'[Number(d)]).join('')}`;
  const other = await (await browser.newContext()).newPage();
  try {
    await signInWithToken(other, SYSADMIN, '/health-system/video-reasons');
    await waitForRealtime(other);
    await signInWithToken(page, personas.hospitalAdmin.email, '/health-system/hospitals');
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

    // The list has drawn the new hospital before the picker is opened: a click on the picker while
    // the list page was still arriving found its dropdown closed again under load.
    await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
    for (const browserPage of [page, other]) {
      await browserPage.getByRole('combobox', { name: 'Hospital' }).click();
      await expect(browserPage.getByRole('option', { name, exact: true })).toBeVisible();
      await browserPage.keyboard.press('Escape');
    }

    // Sorted by name, the new hospital is on the list's first page.
    await table.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    await page.getByRole('combobox', { name: 'Time Zone' }).click();
    await page.getByRole('option', { name: 'Pacific (Los Angeles)', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Hospital saved')).toBeVisible();
    const change = page.getByTestId('revision').first().locator('tr[data-field=timezone]');
    await expect(change.locator('td')).toHaveText(['Time Zone', 'Mountain (Denver)', 'Pacific (Los Angeles)']);
  } finally {
    await other.context().close();
  }
});
