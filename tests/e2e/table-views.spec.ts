// Saved views on the video devices table: save needs a name, the view round-trips (filters,
// order, per-page, columns) through reload, an altered view offers Save, a name already taken is
// refused under Name, and system views are seen by everyone and saved only with Manage System.
import type { Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const NURSE = 'nurse@mercy-general.test';
const SYSADMIN = 'sysadmin@mercy-general.test';
const LIST = '/hospital/video_devices?division_id=1';
const table = (page: Page) => page.getByTestId('table-video_devices');
const headers = async (page: Page) => (await table(page).locator('thead th').allInnerTexts()).map((t) => t.replace(/[▲▼]/g, '').trim());
const viewSelect = (page: Page) => page.getByRole('combobox', { name: 'Saved view' });

async function deleteViews(page: Page, email: string, name: string) {
  const headers = { authorization: `Bearer ${await tokenFor(page.request, email)}` };
  const views = await (await page.request.get('/api/v1/table_user_settings?table_id=video_devices', { headers })).json();
  for (const view of views.filter((v: { name: string }) => v.name === name)) {
    await page.request.delete(`/api/v1/table_user_settings/${view.id}`, { headers });
  }
}

test('a saved view round-trips filters, order, per-page and columns; altered offers Save', async ({ page }) => {
  const name = 'Carts by name';
  await signInWithToken(page, NURSE, `${LIST}&filters[kind][]=mobilecart&order_by[field]=name&per_page=25`);
  try {
    await expect(table(page)).toHaveAttribute('data-loading', 'false');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'MAC Address', exact: true }).uncheck();
    await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Sticky Name', exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save View' });
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog.getByText('Is System')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/filter_id=\d+/);
    await expect(viewSelect(page)).toHaveValue(name);

    // Back to the system default, then reload the view from the URL's history.
    await viewSelect(page).click();
    await page.getByRole('option', { name: 'System default' }).click();
    await expect(page).not.toHaveURL(/filter_id=/);
    await expect.poll(() => headers(page)).toContain('MAC Address');
    await page.goBack();
    await expect(page).toHaveURL(/filter_id=\d+/);
    await page.reload();
    await expect(viewSelect(page)).toHaveValue(name);
    await expect.poll(() => headers(page)).not.toContain('MAC Address');
    await expect.poll(async () => (await headers(page))[0]).toBe('Name');
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

    // Altering the view offers Save; saving stores the new order.
    await table(page).locator('thead').getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/order_by\[direction\]=desc/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    const token = await tokenFor(page.request, NURSE);
    const views = await (await page.request.get('/api/v1/table_user_settings?table_id=video_devices', { headers: { authorization: `Bearer ${token}` } })).json();
    const saved = views.find((v: { name: string }) => v.name === name);
    expect(saved.metadata).toMatchObject({ filters: { kind: ['mobilecart'] }, order: { field: 'name', direction: 'desc' }, per_page: 25, column_settings: { name: { is_sticky: true } } });
    expect(saved.metadata.visible_columns).not.toContain('mac_address');
  } finally {
    await deleteViews(page, NURSE, name);
  }
});

test('a name one of her views of the table has, in any case, is refused under Name; the dialog keeps what she typed', async ({ page }) => {
  const [name, other] = ['Ward carts', 'Ward carts 2'];
  const token = await tokenFor(page.request, NURSE);
  const created = await page.request.post('/api/v1/table_user_settings', { headers: { authorization: `Bearer ${token}` }, data: { table_user_setting: { table_id: 'video_devices', name } } });
  expect(created.status()).toBe(201);
  try {
    await signInWithToken(page, NURSE, LIST);
    await page.getByRole('button', { name: 'Save View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save View' });
    const nameBox = dialog.getByRole('textbox', { name: 'Name' });
    await nameBox.fill(' ward CARTS ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(nameBox).toHaveAccessibleDescription(`You already have a Video Devices view named ${name}`);
    await expect(nameBox).toHaveValue(' ward CARTS ');
    await nameBox.fill(other);
    await expect(nameBox).not.toHaveAccessibleDescription(/already have/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(viewSelect(page)).toHaveValue(other);
    // The refusal was said once, under Name: not in Something Went Wrong as well.
    await expect(page.getByRole('dialog', { name: 'Something Went Wrong' })).toHaveCount(0);
  } finally {
    await deleteViews(page, NURSE, name);
    await deleteViews(page, NURSE, other);
  }
});

test('system views: seen by everyone (issue 12); only a system admin may save one', async ({ page }) => {
  const name = 'Ward carts (system)';
  await signInWithToken(page, NURSE, LIST);
  await viewSelect(page).click();
  await expect(page.getByRole('option', { name: 'System default' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Offline devices (system)' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signInWithToken(page, SYSADMIN, LIST);
  try {
    await viewSelect(page).click();
    await page.getByRole('option', { name: 'Offline devices (system)' }).click();
    await expect(page).toHaveURL(/filters\[status\]\[\]=offline/);
    await expect(table(page).locator('tbody td[data-column=status] [data-status]').first()).toHaveAttribute('data-status', 'offline');
    await page.getByRole('button', { name: 'Save View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save View' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: 'Default view', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Is System', exact: true }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Default view', exact: true })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(viewSelect(page)).toHaveValue(`${name} (system)`);
    const token = await tokenFor(page.request, SYSADMIN);
    const views = await (await page.request.get('/api/v1/table_user_settings?table_id=video_devices', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(views.find((v: { name: string }) => v.name === name)).toMatchObject({ is_system: true, is_default: false });
    // The server enforces it too: a nurse cannot save a system view.
    const nurse = await tokenFor(page.request, NURSE);
    const denied = await page.request.post('/api/v1/table_user_settings', { headers: { authorization: `Bearer ${nurse}` }, data: { table_user_setting: { table_id: 'video_devices', name: 'x', is_system: true } } });
    expect(denied.status()).toBe(403);
  } finally {
    await deleteViews(page, SYSADMIN, name);
  }
});

test("the user's default view applies when the page opens without filters", async ({ page }) => {
  const name = 'My default';
  const token = await tokenFor(page.request, NURSE);
  const created = await page.request.post('/api/v1/table_user_settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { table_user_setting: { table_id: 'video_devices', name, is_default: true, metadata: { filters: { kind: ['mobile3rdparty'] }, order: { field: 'id', direction: 'desc' } } } },
  });
  expect(created.status()).toBe(201);
  try {
    await signInWithToken(page, NURSE, LIST);
    await expect(page).toHaveURL(/filters\[kind\]\[\]=mobile3rdparty/);
    await expect(viewSelect(page)).toHaveValue(name);
    await expect.poll(async () => new Set(await table(page).locator('tbody td[data-column=kind]').allInnerTexts())).toEqual(new Set(['Mobile 3rd Party']));
  } finally {
    await deleteViews(page, NURSE, name);
  }
});

// The default view is applied by a navigation of its own (replace) once the views are read. Made
// while the user's click on another page was still loading that page's code, it cancelled the
// click: the sidebar link did nothing.
test('a sidebar link clicked before the default view is read still opens its page', async ({ page }) => {
  const name = 'Default, read late';
  const token = await tokenFor(page.request, NURSE);
  const created = await page.request.post('/api/v1/table_user_settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { table_user_setting: { table_id: 'video_devices', name, is_default: true, metadata: { filters: { kind: ['mobile3rdparty'] } } } },
  });
  expect(created.status()).toBe(201);
  const fault = await page.request.post('/sim/faults', { data: { path_prefix: '/table_user_settings', method: 'GET', latency_ms: 1_500, times: 1 } });
  expect(fault.status()).toBe(201);
  try {
    await signInWithToken(page, NURSE, LIST);
    await expect(table(page)).toBeVisible();
    // The next page's code arrives after the views: its navigation is still pending when they do.
    await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => { await new Promise((r) => setTimeout(r, 2_500)); await route.continue(); });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/(\?|$)/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: /^Welcome, /, level: 1 })).toBeVisible();
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.request.delete('/sim/faults');
    await deleteViews(page, NURSE, name);
  }
});

// The API takes a filter value as typed (id 2) as well as the address sends it ("2"): a view saved
// so by another client opened the table unfiltered, its number dropped.
test('a view whose filters another client stored as a number opens filtered, and is not shown altered', async ({ page }) => {
  const name = 'Device two';
  const token = await tokenFor(page.request, NURSE);
  const created = await page.request.post('/api/v1/table_user_settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { table_user_setting: { table_id: 'video_devices', name, is_default: true, metadata: { filters: { id: 2, in_use: true } } } },
  });
  expect(created.status()).toBe(201);
  try {
    await signInWithToken(page, NURSE, LIST);
    await expect(page).toHaveURL(/filters\[id\]=2/);
    await expect(viewSelect(page)).toHaveValue(name);
    await expect.poll(async () => table(page).locator('tbody td[data-column=id]').allInnerTexts()).toEqual(['2']);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  } finally {
    await deleteViews(page, NURSE, name);
  }
});
