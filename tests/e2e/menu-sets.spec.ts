// App Modules (administration issue): an administrator's menu sets drive the sidebar of the users
// they target, in other browsers, at once and without a reload (user-updated): a new set for the
// Nurse role appears in a signed-in nurse's sidebar and not in a manager's; disabled, it leaves
// hers. A menu item without a page is answered under the items; the edit shows in the revision;
// the set is deleted with a confirm.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
const NURSE = 'nurse@mercy-general.test';
const MANAGER = 'manager@mercy-general.test';
const NURSE_ROLE = 4;

/** A user's sidebar in a browser of their own, signed in and listening. */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, email);
  await waitForRealtime(page);
  return page;
}
const sidebarLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

test('a new set for the Nurse role: an item without a page is answered on the items; saved, a signed-in nurse has it at once and a manager does not', async ({ page, browser, request }) => {
  // Three signed-in browsers on a shared machine.
  test.setTimeout(60_000);
  const title = `Night Rounds ${Date.now() % 100000}`;
  const [nurse, manager] = await Promise.all([signedIn(browser, NURSE), signedIn(browser, MANAGER)]);
  let id = '';
  try {
    await signInWithToken(page, SYSADMIN, '/menu-management/add');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('checkbox', { name: 'Enabled', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Expanded', exact: true }).check();
    await page.locator('.mantine-MultiSelect-input').filter({ has: page.getByRole('combobox', { name: 'Roles' }) }).click();
    await page.getByRole('option', { name: 'Nurse', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add Item', exact: true }).click();
    await page.getByRole('textbox', { name: 'Item 1 label' }).fill('Rounds Patients');
    await page.getByRole('button', { name: 'Save' }).click();
    // The server's answer (400 body.menu_set.menu_items.0.page), under the items.
    await expect(page.getByText('Item 1 (Rounds Patients) needs a page')).toBeVisible();

    await page.getByRole('combobox', { name: 'Item 1 page' }).click();
    await page.getByRole('option', { name: 'Patients', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/menu-management\/\d+\/view/);
    id = /\/menu-management\/(\d+)\//.exec(page.url())?.[1] ?? '';
    await expect(page.getByTestId('menu-set-items')).toContainText('Rounds Patients');

    // Neither browser was reloaded: the nurse's sidebar has the new set, the manager's does not.
    await expect(sidebarLink(nurse, 'Rounds Patients')).toBeVisible();
    await expect(sidebarLink(manager, 'Patients')).toBeVisible();
    await expect(sidebarLink(manager, 'Rounds Patients')).toHaveCount(0);
  } finally {
    if (id) await request.delete(`/api/v1/app_modules/${id}`, { headers: { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` } });
    await Promise.all([nurse.context().close(), manager.context().close()]);
  }
});

test('disabling a set takes it from a signed-in nurse at once, shows in the revision, and the set is deleted with a confirm', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const title = `Pharmacy ${Date.now() % 100000}`;
  const created = await request.post('/api/v1/app_modules', { headers: admin, data: { menu_set: {
    title, enabled: true, expanded: true, roles: [NURSE_ROLE], menu_items: [{ label: 'Pharmacy Recordings', pageType: 'item', page: 'patients_list' }],
  } } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const nurse = await signedIn(browser, NURSE);
  try {
    await expect(sidebarLink(nurse, 'Pharmacy Recordings')).toBeVisible();

    await signInWithToken(page, SYSADMIN, '/menu-management');
    await page.getByTestId('table-menu_sets').getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Enabled', exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Menu Set saved')).toBeVisible();

    await expect(sidebarLink(nurse, 'Pharmacy Recordings')).toHaveCount(0);
    const change = page.getByTestId('revision').first().locator('tr[data-field=enabled]');
    await expect(change.locator('td')).toHaveText(['Enabled', 'Yes', 'No']);

    await page.goto(`/menu-management/${id}/view`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/menu-management(\?|$)/);
    await expect(page.getByTestId('table-menu_sets').getByRole('link', { name: title, exact: true })).toHaveCount(0);
  } finally {
    await request.delete(`/api/v1/app_modules/${id}`, { headers: admin });
    await nurse.context().close();
  }
});
