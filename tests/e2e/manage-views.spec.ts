// Views (Health System): a system administrator makes his saved view a system view in Views (its
// empty name answered on its field, the change in the revision history); another administrator,
// without Manage System, sees it in the table's view menu, in another browser, on her next page
// load, and may not change it: Views shows its name without a link, the table offers no Save for
// it, and the server refuses her (403). Issue 12: a system view is seen by everyone (shell §6 had
// kept it to Manage System).
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
const DEVICES = '/hospital/video_devices?division_id=1';

test("a view made a system view in Views is in another user's view menu, and she cannot change it", async ({ page, browser, request }) => {
  // Two browsers, four page loads and two saves on a shared 2-core machine.
  test.setTimeout(60_000);
  const name = `Carts by name ${Date.now() % 100000}`;
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const created = await request.post('/api/v1/table_user_settings', {
    headers: admin, data: { table_user_setting: { table_id: 'video_devices', name, metadata: { filters: { kind: ['mobilecart'] } } } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const other = await (await browser.newContext()).newPage();
  try {
    const otherToken = await signInWithToken(other, personas.hospitalAdmin.email, DEVICES);
    const menu = other.getByRole('combobox', { name: 'Saved view' });
    await menu.click({ timeout: 20_000 });
    await expect(other.getByRole('option', { name: 'System default' })).toBeVisible();
    await expect(other.getByRole('option', { name: new RegExp(name) })).toHaveCount(0);
    await other.keyboard.press('Escape');

    await signInWithToken(page, SYSADMIN, '/health-system/manage-views');
    await page.getByTestId('table-saved_views').getByRole('link', { name, exact: true }).click({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    const nameBox = page.getByRole('textbox', { name: 'Name' });
    await nameBox.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(nameBox).toHaveAccessibleDescription('This field is required');
    await nameBox.fill(name);
    await page.getByRole('checkbox', { name: 'Is System' }).check();
    // A system view is nobody's default (shell §4).
    await expect(page.getByRole('checkbox', { name: 'Default view' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved View saved')).toBeVisible();
    const change = page.getByTestId('revision').first().locator('tr[data-field=is_system]');
    await expect(change.locator('td')).toHaveText(['Is System', 'No', 'Yes']);

    // Her next page load lists it, and choosing it applies its filters; altered, it offers no Save.
    await other.reload();
    await menu.click({ timeout: 20_000 });
    await other.getByRole('option', { name: `${name} (system)` }).click();
    await expect(other).toHaveURL(/filters\[kind\]\[\]=mobilecart/);
    await other.getByTestId('table-video_devices').locator('thead').getByRole('button', { name: 'Name' }).click();
    await expect(other).toHaveURL(/order_by/);
    await expect(other.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

    // Views shows it to her without a link to its edit page; the server refuses her change.
    await other.goto('/health-system/manage-views');
    const views = other.getByTestId('table-saved_views');
    await expect(views.locator('tbody td[data-column=name]').filter({ hasText: name })).toBeVisible({ timeout: 20_000 });
    await expect(views.getByRole('link', { name })).toHaveCount(0);
    const headers = { authorization: `Bearer ${otherToken}` };
    const refused = await request.put(`/api/v1/saved_views/${id}`, { headers, data: { saved_view: { name: 'Mine now' } } });
    expect(refused.status()).toBe(403);
    expect((await request.delete(`/api/v1/table_user_settings/${id}`, { headers })).status()).toBe(403);
  } finally {
    await request.delete(`/api/v1/table_user_settings/${id}`, { headers: admin });
    await other.context().close();
  }
});
