// Dates in the user's timezone and clock everywhere (shell §5), whatever zone the browser is in:
// the devices table and a device's revisions, read by the manager (America/Chicago, 24-hour time)
// in a browser set to Tokyo. The expected texts are written here with Intl, apart from the app.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const MANAGER = 'manager@mercy-general.test';
const SYSADMIN = 'sysadmin@mercy-general.test';
const BROWSER_ZONE = 'Asia/Tokyo';

interface User { timezone: string; time_format: number }
interface Device { id: number; name: string; state_updated_at: string | null }

/** MM/DD/YYYY HH:mm (or h:mm AM) of an instant in a zone. */
function written(iso: string, timeZone: string, hour24: boolean): string {
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: hour24 ? '2-digit' : 'numeric', minute: '2-digit', hourCycle: hour24 ? 'h23' : 'h12' }).format(at);
  return `${date} ${time}`;
}

async function tokyoPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: BROWSER_ZONE });
  return context.newPage();
}

test('the devices table and a device’s revisions show the user’s zone and 24-hour clock, not the browser’s', async ({ browser, baseURL, request }) => {
  const page = await tokyoPage(browser, baseURL);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
  const headers = { authorization: `Bearer ${await tokenFor(request, MANAGER)}` };
  const user = await (await request.get('/api/v1/users/current', { headers })).json() as User;
  expect(user.time_format).toBe(24);
  expect(user.timezone).not.toBe(BROWSER_ZONE);

  const list = await (await request.get('/api/v1/video_devices?division_id=1&per_page=100', { headers })).json() as { results: Device[] };
  // A device whose time reads differently in the two zones (the same wall time would prove nothing).
  const device = list.results.find((d) => d.state_updated_at
    && written(d.state_updated_at, user.timezone, true) !== written(d.state_updated_at, BROWSER_ZONE, true));
  if (!device?.state_updated_at) throw new Error('the seed has no device with a state time');

  await signInWithToken(page, MANAGER, `/hospital/video_devices?division_id=1&filters[name]=${encodeURIComponent(device.name)}`);
  const row = page.getByTestId('table-video_devices').locator('tbody tr').filter({ hasText: device.name }).first();
  const cell = row.locator('td[data-column=state_updated_at]');
  await expect(cell).toHaveText(written(device.state_updated_at, user.timezone, true), { timeout: 20_000 });
  await expect(cell).not.toHaveText(written(device.state_updated_at, BROWSER_ZONE, false));

  // A revision: an edit made now by an administrator, read on the manager's view page.
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const update = (name: string) => request.put(`/api/v1/video_devices/${device.id}?division_id=1`, { headers: admin, data: { video_device: { name } } });
  expect((await update(`${device.name} R`)).ok()).toBe(true);
  try {
    const revisions = await (await request.get(`/api/v1/video_devices/${device.id}/revisions?division_id=1`, { headers })).json() as { created_at: string }[];
    const latest = revisions[0]?.created_at;
    if (!latest) throw new Error('no revision after an edit');
    await page.goto(`/hospital/video_devices/${device.id}/view?division_id=1`);
    const dates = page.getByTestId('revision-date');
    await expect(dates.first()).toHaveText(written(latest, user.timezone, true));
  } finally {
    await update(device.name);
    await page.context().close();
  }
});
