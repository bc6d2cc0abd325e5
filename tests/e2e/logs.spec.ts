// Logs (administration issue: every audit entry the backend recorded, filterable, CSV): a change an
// administrator makes is on the Logs screen at once, newest first, under its category and user; the
// category filter narrows to it and the CSV holds it. Without View AuditLog there is no Logs entry
// in the sidebar and the server refuses the list.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';

test('a room renamed by an administrator is logged, found by category and exported', async ({ page, request }) => {
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const room = ((await (await request.get('/api/v1/rooms?division_id=1&per_page=10', { headers: admin })).json()) as { results: { id: number; name: string }[] }).results[0]!;
  const renamed = await request.put(`/api/v1/rooms/${room.id}?division_id=1`, { headers: admin, data: { room: { name: `${room.name} L` } } });
  expect(renamed.status()).toBe(200);
  try {
    await signInWithToken(page, SYSADMIN, '/monitoring/logs');
    const table = page.getByTestId('table-log_entries');
    const first = table.locator('tbody tr').first();
    await expect(first).toBeVisible({ timeout: 20_000 });
    await expect(first.locator('td[data-column=category]')).toHaveText('rooms.update');
    await expect(first.locator('td[data-column=user]')).toHaveText('Sam Rivera');

    // The seeded history is there too; the category filter keeps only the room changes.
    await page.goto('/monitoring/logs?filters[category]=rooms.update');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = readFileSync(await download.path(), 'utf8').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"rooms.update"');
    expect(lines[1]).toContain('"Sam Rivera"');
    // The keyboard is still on the button, not back at the top of the page. Read off the document:
    // after a download headless Chromium reports the page itself as not focused for a while.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText)).toBe('Export CSV');
  } finally {
    await request.put(`/api/v1/rooms/${room.id}?division_id=1`, { headers: admin, data: { room: { name: room.name } } });
  }
});

test('a nurse has no Logs in her sidebar, and the server refuses her the list', async ({ page, request }) => {
  await signInWithToken(page, personas.nurse.email);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Patients', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Logs' })).toHaveCount(0);
  const nurse = { authorization: `Bearer ${await tokenFor(request, personas.nurse.email)}` };
  expect((await request.get('/api/v1/log_entries', { headers: nurse })).status()).toBe(403);
});
