// The video devices table (live video spec, Video devices table) on the generic data table:
// default columns and filters, URL state with reload and back/forward, go-to-page, per-page
// preference, filters, empty state, CSV export, and the view/edit pages with revisions.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const NURSE = 'nurse@mercy-general.test';
const SYSADMIN = 'sysadmin@mercy-general.test';
const LIST = '/hospital/video_devices';
const defaultHeaders = ['Status', 'Name', 'ID', 'Type', 'Room', 'Version', 'Update', 'State Updated', 'Service Status', 'IP Address', 'Serial #', 'MAC Address'];
const defaultQuery = 'filters[service_status][]=in_service&filters[kind][]=fixed&filters[kind][]=mobilecart&filters[kind][]=mobile3rdparty';

const table = (page: Page) => page.getByTestId('table-video_devices');
const headers = async (page: Page) => (await table(page).locator('thead th').allInnerTexts()).map((t) => t.replace(/[▲▼]/g, '').trim());
const firstNames = (page: Page) => table(page).locator('tbody td[data-column=name]').allInnerTexts();
const loaded = (page: Page) => expect(table(page)).toHaveAttribute('data-loading', 'false', { timeout: 20_000 });

/** Waits until the table shows exactly the rows the API answers for that query. */
async function expectRows(page: Page, email: string, query: string) {
  const token = await tokenFor(page.request, email);
  const body = await (await page.request.get(`/api/v1/video_devices?${query}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const names = body.results.map((d: { name: string }) => d.name);
  await expect.poll(() => firstNames(page)).toEqual(names);
  return names as string[];
}

async function apiCount(page: Page, email: string, query: string): Promise<number> {
  const token = await tokenFor(page.request, email);
  const body = await (await page.request.get(`/api/v1/video_devices?${query}`, { headers: { authorization: `Bearer ${token}` } })).json();
  return body.metadata.count as number;
}

test('default columns, filters and sort; N/A and status tags; footer count', async ({ page }) => {
  await signInWithToken(page, NURSE, `${LIST}?division_id=1`);
  // The first page of a run may wait for the app bundle on a busy machine.
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  expect(await headers(page)).toEqual(defaultHeaders);
  const count = await apiCount(page, NURSE, `division_id=1&${defaultQuery}`);
  await expect(page.getByTestId('table-showing')).toHaveText(`Showing 10 of ${count} items`);
  // Default sort: status ascending (error, offline, online).
  const statuses = await table(page).locator('tbody td[data-column=status] [data-status]').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
  expect(statuses).toEqual([...statuses].sort());
  await expect(table(page).locator('tbody td[data-column=kind]').filter({ hasText: 'Training Video' })).toHaveCount(0);
  // Hidden by default, and N/A for missing values once shown.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Hospital Name', exact: true }).check();
  await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'WiFi Country', exact: true }).check();
  await page.keyboard.press('Escape');
  expect((await headers(page)).slice(-2)).toEqual(['Hospital Name', 'WiFi Country']);
  await expect(table(page).locator('tbody td[data-column=hospital_name]').first()).toHaveText('Mercy General Hospital');
  const wifi = await table(page).locator('tbody td[data-column=wifi_country_code]').allInnerTexts();
  expect(wifi.every((v) => v === 'US' || v === 'N/A')).toBe(true);
});

test('sort, page and per-page live in the URL; reload and back/forward restore the view', async ({ page }) => {
  await signInWithToken(page, NURSE, `${LIST}?division_id=1`);
  await expectRows(page, NURSE, `division_id=1&${defaultQuery}`);
  await table(page).locator('thead').getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/order_by\[field\]=name/);
  await expect(page).toHaveURL(/page=1/);
  const byName = `division_id=1&${defaultQuery}&order_by[field]=name&order_by[direction]=asc`;
  const pageOne = await expectRows(page, NURSE, `${byName}&page=1`);
  await page.getByTestId('table-footer').getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/order_by\[field\]=name/);
  await expect(page).toHaveURL(/filters\[kind\]\[\]=mobilecart/);
  const pageTwo = await expectRows(page, NURSE, `${byName}&page=2`);
  expect(pageTwo).not.toEqual(pageOne);
  await page.reload();
  await expect.poll(() => firstNames(page)).toEqual(pageTwo);
  await page.goBack();
  await expect(page).toHaveURL(/page=1/);
  await expect.poll(() => firstNames(page)).toEqual(pageOne);
  await page.goForward();
  await expect.poll(() => firstNames(page)).toEqual(pageTwo);
  // Sorting again resets the page to 1 and keeps the filters.
  await table(page).locator('thead').getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/order_by\[direction\]=desc/);
  await expect(page).toHaveURL(/page=1/);
  await expectRows(page, NURSE, `division_id=1&${defaultQuery}&order_by[field]=name&order_by[direction]=desc`);
});

test('go-to-page accepts only a page that exists', async ({ page }) => {
  await signInWithToken(page, NURSE, `${LIST}?division_id=1&per_page=10`);
  await loaded(page);
  const count = await apiCount(page, NURSE, `division_id=1&${defaultQuery}`);
  const last = Math.ceil(count / 10);
  const box = page.getByRole('textbox', { name: 'Go to page' });
  for (const bad of ['0', String(last + 1), 'abc', '1.5', '-2']) {
    const before = page.url();
    await box.fill(bad);
    await box.press('Enter');
    await page.waitForTimeout(150);
    expect(page.url(), bad).toBe(before);
  }
  await box.fill(String(last));
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`page=${last}(&|$)`));
  await expect(page.getByTestId('table-showing')).toHaveText(`Showing ${count - (last - 1) * 10} of ${count} items`);
});

test('per-page choice is stored in the table preference and used next time', async ({ page }) => {
  const token = await signInWithToken(page, NURSE, `${LIST}?division_id=1`);
  const headers = { authorization: `Bearer ${token}` };
  try {
    await loaded(page);
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect(page).toHaveURL(/per_page=25/);
    const count = await apiCount(page, NURSE, `division_id=1&${defaultQuery}`);
    await expect(page.getByTestId('table-showing')).toHaveText(`Showing ${Math.min(25, count)} of ${count} items`);
    await expect.poll(async () => (await (await page.request.get('/api/v1/user_preferences/table', { headers })).json()).settings?.per_page).toBe(25);
    await page.goto(`${LIST}?division_id=1`);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    await expect(page.getByTestId('table-showing')).toHaveText(`Showing ${Math.min(25, count)} of ${count} items`);
  } finally {
    await page.request.delete('/api/v1/user_preferences/table', { headers });
  }
});

test('filters of each kind narrow the rows; no match shows the empty state and disables export', async ({ page }) => {
  await signInWithToken(page, NURSE, `${LIST}?division_id=1`);
  await loaded(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByTestId('filter-panel');
  await panel.getByRole('textbox', { name: 'Name contains' }).fill('cart');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filters\[name\]=cart/);
  const carts = await apiCount(page, NURSE, `division_id=1&${defaultQuery}&filters[name]=cart`);
  expect(carts).toBeGreaterThan(0);
  await expect(page.getByTestId('table-showing')).toHaveText(`Showing ${carts} of ${carts} items`);
  (await firstNames(page)).forEach((n) => expect(n.toLowerCase()).toContain('cart'));
  await panel.getByRole('textbox', { name: 'Name contains' }).fill('no such device');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No Data Available')).toBeVisible();
  await expect(page.getByText('There are no records matching your current criteria.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  // Clearing every filter keeps them cleared (the defaults do not come back): trainingvideo shows.
  await panel.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/filters=(&|$)/);
  const all = await apiCount(page, NURSE, 'division_id=1');
  await expect(page.getByTestId('table-showing')).toHaveText(`Showing 10 of ${all} items`);
});

test('Export CSV downloads every matching row, all values quoted', async ({ page }) => {
  await signInWithToken(page, NURSE, `${LIST}?division_id=*&filters[kind][]=fixed&order_by[field]=name`);
  await loaded(page);
  const count = await apiCount(page, NURSE, 'division_id=*&filters[kind][]=fixed');
  expect(count).toBeGreaterThan(10);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^table-export-\d{8}-\d{6}\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8').trim().split('\r\n');
  expect(lines[0]).toBe(defaultHeaders.map((h) => `"${h}"`).join(','));
  expect(lines).toHaveLength(count + 1);
  for (const line of lines) expect(line).toMatch(/^"([^"]|"")*"(,"([^"]|"")*")*$/);
  const firstName = (await firstNames(page))[0];
  expect(lines[1]).toContain(`"${firstName}"`);
  // Each cell as the table shows it: the kind by its label.
  expect(lines.slice(1).every((l) => l.includes('"Fixed"'))).toBe(true);
});

test('name links to edit for Edit VideoDevice, else view; edits show as revisions', async ({ page }) => {
  await signInWithToken(page, NURSE, `${LIST}?division_id=1`);
  await loaded(page);
  await expect(table(page).locator('tbody td[data-column=name] a').first()).toHaveAttribute('href', /\/view/);
  await signInWithToken(page, SYSADMIN, `${LIST}?division_id=1&filters[kind][]=mobilecart&order_by[field]=id`);
  await loaded(page);
  const link = table(page).locator('tbody td[data-column=name] a').first();
  await expect(link).toHaveAttribute('href', /\/edit/);
  const oldName = await link.innerText();
  await link.click();
  await expect(page.getByRole('heading', { name: `Edit ${oldName}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(`${oldName} B`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The newest revision's diff: the Name row shows the old name struck through and the new one.
  const nameChange = page.getByTestId('revision').first().locator('tr[data-field=name]');
  await expect(nameChange).toContainText('Name');
  await expect(nameChange.locator('td').nth(1)).toHaveText(oldName);
  await expect(nameChange.locator('td').nth(2)).toHaveText(`${oldName} B`);
  await expect(page.getByTestId('revisions')).toContainText('Sam Rivera');
  await page.getByRole('textbox', { name: 'Frame Upload Interval' }).fill('0');
  await page.getByRole('button', { name: 'Set Frame Upload Interval' }).click();
  await expect(page.getByText(/Frame upload interval|frame_upload_interval/).first()).toBeVisible();
  const id = /video_devices\/(\d+)\/edit/.exec(page.url())?.[1];
  const token = await tokenFor(page.request, SYSADMIN);
  await page.request.put(`/api/v1/video_devices/${id}`, { headers: { authorization: `Bearer ${token}` }, data: { video_device: { name: oldName } } });
});

test('a division change drops room filter values the new division does not have', async ({ page }) => {
  await signInWithToken(page, NURSE, `${LIST}?division_id=1&filters[room]=N-3&filters[name]=camera`);
  await expectRows(page, NURSE, 'division_id=1&filters[room]=N-3&filters[name]=camera');
  await page.getByRole('combobox', { name: 'Hospital' }).click();
  await page.getByRole('option', { name: 'South Tower' }).click();
  await expect(page).toHaveURL(/division_id=2/);
  await expect(page).not.toHaveURL(/filters\[room\]/);
  await expect(page).toHaveURL(/filters\[name\]=camera/);
  await expectRows(page, NURSE, 'division_id=2&filters[name]=camera');
});

test('columns resize by dragging; sticky columns stay left, wrapped columns wrap', async ({ page }) => {
  await signInWithToken(page, NURSE, `${LIST}?division_id=1`);
  await loaded(page);
  const header = table(page).locator('thead th[data-column=room]');
  const before = (await header.boundingBox())!.width;
  const handle = (await page.getByRole('separator', { name: 'Resize Room' }).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + 120, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await header.boundingBox())!.width).toBeGreaterThan(before + 80);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Sticky Serial #', exact: true }).check();
  await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Wrap Name', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await headers(page))[0]).toBe('Serial #');
  const cell = table(page).locator('tbody td[data-column=serial_number]').first();
  await expect(cell).toHaveCSS('position', 'sticky');
  await expect(table(page).locator('tbody td[data-column=name]').first()).toHaveCSS('white-space', 'normal');
  await expect(table(page).locator('tbody td[data-column=kind]').first()).toHaveCSS('white-space', 'nowrap');
});

test('ENUM, NUMBER and DATE RANGE filters from the panel', async ({ page }) => {
  await signInWithToken(page, NURSE, `${LIST}?division_id=1`);
  await loaded(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByTestId('filter-panel');
  // The multi-select's own input is hidden while empty; its pill box takes the click.
  await panel.locator('.mantine-MultiSelect-input').filter({ has: page.getByRole('combobox', { name: 'Status is', exact: true }) }).click();
  await page.getByRole('option', { name: 'Offline', exact: true }).click();
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filters\[status\]\[\]=offline/);
  await expectRows(page, NURSE, `division_id=1&${defaultQuery}&filters[status][]=offline`);
  const id = (await table(page).locator('tbody td[data-column=id]').first().innerText()).trim();
  await panel.getByRole('textbox', { name: 'ID is' }).fill(id);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('table-showing')).toHaveText('Showing 1 of 1 items');
  await panel.getByRole('textbox', { name: 'ID is' }).fill('');
  await panel.getByRole('textbox', { name: 'Credentials Generated between: from' }).fill('2099-01-01');
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filters\[credentials_generated_at\]\[from\]=2099-01-01/);
  await expect(page.getByText('No Data Available')).toBeVisible();
});
