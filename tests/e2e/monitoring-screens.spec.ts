// Monitoring (administration issue, item 5): a bad save made in the app is in Inbound Requests with
// its 400; a device the scenario API takes offline raises System Overview's offline count without
// a reload (its 5 s poll) and is an outage in Devices Uptime. Without View AuditLog and View
// SystemMonitoring the server refuses all three and the sidebar has none of them.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

const ADMIN = personas.hospitalAdmin.email;
type Page<T> = { results: T[] };

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

test('a room saved with a taken name is in Inbound Requests as its PUT answered 400', async ({ page, request }) => {
  const token = await tokenFor(request, ADMIN);
  const rooms = await get<Page<{ id: number; name: string; unit: { id: number } }>>(request, token, '/rooms?division_id=1&per_page=25&order_by[field]=name');
  const [taken, renamed] = rooms.results.filter((r) => r.unit.id === rooms.results[0]!.unit.id);
  await signInWithToken(page, ADMIN, `/hospital/rooms/${renamed!.id}/edit?division_id=1`);
  await page.getByRole('textbox', { name: 'Name' }).fill(taken!.name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A room with this name already exists in this unit')).toBeVisible();

  // Another tab: this one keeps its unsaved name (leaving would ask first). Only PUTs: the edit
  // page may read the room again after the save (its realtime subscription's re-read), which
  // would be the newest request of that path.
  const log = await page.context().newPage();
  await log.goto(`/monitoring/inbound-requests?division_id=1&filters[path]=${encodeURIComponent(`/rooms/${renamed!.id}?`)}&filters[method][]=PUT`);
  const first = log.getByTestId('table-inbound_requests').locator('tbody tr').first();
  await expect(first.locator('td[data-column=method]')).toHaveText('PUT');
  await expect(first.locator('td[data-column=status]')).toHaveText('400');
  await expect(first.locator('td[data-column=route]')).toHaveText('/rooms/{id}');
  await expect(first.locator('td[data-column=path]')).toHaveText(`/api/v1/rooms/${renamed!.id}?division_id=…`);
  await expect(first.locator('td[data-column=user]')).toHaveText(ADMIN);
});

test('a device taken offline raises the overview offline count live and is an outage in Devices Uptime', async ({ page, request }) => {
  const token = await tokenFor(request, ADMIN);
  const devices = await get<Page<{ id: number; name: string }>>(request, token, '/video_devices?division_id=4&per_page=100&filters[status][]=online&filters[service_status][]=in_service&filters[kind][]=fixed');
  const device = devices.results.at(-1)!;
  const uptimeOf = `/devices_uptime?division_id=4&filters[window][]=24h&filters[name]=${encodeURIComponent(device.name)}`;
  const before = (await get<Page<{ outages: number }>>(request, token, uptimeOf)).results[0]!.outages;

  await signInWithToken(page, ADMIN, '/monitoring/system-overview?division_id=4');
  const offline = page.getByTestId('overview-devices').locator('[data-stat=offline]');
  await expect(offline).toHaveText(/^\d+$/);
  const offlineBefore = Number(await offline.textContent());
  await waitForRealtime(page);
  try {
    expect((await request.post(`/sim/devices/${device.id}/commands`, { data: { command: 'go_offline' } })).ok()).toBe(true);
    // The next poll (every 5 s) shows it, without a reload.
    await expect(offline).toHaveText(String(offlineBefore + 1), { timeout: 8_000 });
    // That poll came after this page's realtime connection was made: it is counted.
    await expect(page.getByTestId('overview-realtime').locator('[data-stat=connections]')).not.toHaveText('0');

    await page.getByRole('link', { name: 'Devices Uptime' }).click();
    await expect(page).toHaveURL(/\/monitoring\/devices-uptime/);
    await page.goto(`/monitoring${uptimeOf.replace('devices_uptime', 'devices-uptime')}`);
    const row = page.getByTestId('table-devices_uptime').locator('tbody tr').filter({ hasText: device.name });
    await expect(row.locator('td[data-column=outages]')).toHaveText(String(before + 1));
    await expect(row.locator('td[data-column=status] [data-status]')).toHaveAttribute('data-status', 'offline');
    await expect(row.locator('td[data-column=uptime_percent]')).not.toHaveText('100');
  } finally {
    await request.post(`/sim/devices/${device.id}/commands`, { data: { command: 'go_online' } });
  }
});

test('a nurse has no Monitoring screens, and the server refuses her all three', async ({ page, request }) => {
  await signInWithToken(page, personas.nurse.email, '/monitoring/system-overview');
  await expect(page.getByTestId('no-permission')).toBeVisible();
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Patients', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Inbound Requests' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'System Overview' })).toHaveCount(0);
  const nurse = { authorization: `Bearer ${await tokenFor(request, personas.nurse.email)}` };
  for (const path of ['/inbound_requests', '/devices_uptime', '/system_overview']) {
    expect((await request.get(`/api/v1${path}?division_id=*`, { headers: nurse })).status(), path).toBe(403);
  }
});
