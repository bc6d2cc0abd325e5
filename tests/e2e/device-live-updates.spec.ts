// The video devices table follows the devices as they report: a Wi-Fi signal change arrives as
// the wifi-stats realtime event and a status change as device-status-changed, and the open
// table shows both without a reload.
import type { Page } from '@playwright/test';
import { setDeviceFaults } from './support/live-video.ts';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

const table = (page: Page) => page.getByTestId('table-video_devices');
type Device = { id: number; name: string; status: string; network_interface: string | null };

test('Wi-Fi signal and status changes show in the open table as they happen', async ({ page, request }) => {
  const token = await tokenFor(request, 'nurse@mercy-general.test');
  const devices = await (await request.get('/api/v1/video_devices?division_id=1&per_page=100&filters[status][]=online', { headers: { authorization: `Bearer ${token}` } })).json() as { results: Device[] };
  const wifi = devices.results.find((d) => d.network_interface?.startsWith('wlan'));
  if (!wifi) throw new Error('the seed has no online Wi-Fi device in North Tower');

  await signInWithToken(page, 'nurse@mercy-general.test', `/hospital/video_devices?division_id=1&filters[name]=${encodeURIComponent(wifi.name)}`);
  await waitForRealtime(page);
  await expect(table(page)).toHaveAttribute('data-loading', 'false');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'WiFi Signal', exact: true }).check();
  await page.keyboard.press('Escape');
  const row = table(page).locator('tbody tr').filter({ hasText: wifi.name }).first();

  try {
    await setDeviceFaults(request, wifi.id, { wifi_signal: { state: 'poor', strength: -91 } });
    await expect(row.locator('td[data-column=wifi_signal_strength]')).toHaveText('-91 dBm (Poor)');
    expect((await request.post(`/sim/devices/${wifi.id}/commands`, { data: { command: 'go_offline' } })).ok()).toBe(true);
    await expect(row.locator('td[data-column=status] [data-status]')).toHaveAttribute('data-status', 'offline');
  } finally {
    await setDeviceFaults(request, wifi.id, {});
    await request.post(`/sim/devices/${wifi.id}/commands`, { data: { command: 'go_online' } });
  }
});

test('a status change made while the realtime server was down shows once the page reconnects', async ({ page, request }) => {
  const token = await tokenFor(request, 'nurse@mercy-general.test');
  const devices = await (await request.get('/api/v1/video_devices?division_id=1&per_page=100&filters[status][]=online', { headers: { authorization: `Bearer ${token}` } })).json() as { results: Device[] };
  const device = devices.results[0];
  if (!device) throw new Error('the seed has no online device in North Tower');

  await signInWithToken(page, 'nurse@mercy-general.test', `/hospital/video_devices?division_id=1&filters[name]=${encodeURIComponent(device.name)}`);
  await waitForRealtime(page);
  await expect(table(page)).toHaveAttribute('data-loading', 'false');
  const status = table(page).locator('tbody tr').filter({ hasText: device.name }).first().locator('td[data-column=status] [data-status]');
  await expect(status).toHaveAttribute('data-status', 'online');

  try {
    // The server stays down 1.5 s; the device-status-changed event published meanwhile reaches nobody.
    expect((await request.post('/sim/realtime/restart', { data: { down_ms: 1500 } })).ok()).toBe(true);
    expect((await request.post(`/sim/devices/${device.id}/commands`, { data: { command: 'go_offline' } })).ok()).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-realtime', 'connected');
    // Still the old state: nothing was heard while the server was down.
    await expect(status).toHaveAttribute('data-status', 'online');
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 6000 });
    // Subscribed again: what was missed is loaded within 2 s.
    await expect(status).toHaveAttribute('data-status', 'offline', { timeout: 2000 });
  } finally {
    await request.post(`/sim/devices/${device.id}/commands`, { data: { command: 'go_online' } });
  }
});
