// Realtime effects of the shell: transfer notices, and a realtime server restart that the page
// survives (it reconnects, subscribes again, reloads notifications and still receives events).
import type { Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

async function publishToNurse(page: Page, event: string, data: object): Promise<void> {
  const response = await page.request.post('/sim/events', { data: { scope: 'user', user_email: personas.nurse.email, event, data } });
  expect(response.status()).toBe(202);
}

test('a transfer to the user shows a toast and a notice that leads to the patients', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  await waitForRealtime(page);
  // The loading bar is gone once the page's calls are done.
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);

  await publishToNurse(page, 'transfer-successful', { transfer_id: 11, staff_type: 'virtual_nursing', patient_ids: [1, 2] });

  await expect(page.getByText('The Virtual Nursing Assignment has been transferred to you')).toBeVisible();
  await expect(page.getByText('You Have New Patients Assigned To You')).toBeVisible();
  await page.getByRole('link', { name: 'View Patients' }).click();
  await expect(page).toHaveURL(/\/my-assignments/);
});

test('after a realtime server restart the page subscribes again and still receives events', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  await waitForRealtime(page);

  const channelAuths: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/pusher/auth')) channelAuths.push(request.url());
  });
  const notificationsReloaded = page.waitForRequest((request) => request.url().includes('/api/v1/notifications'));
  const restart = await page.request.post('/sim/realtime/restart');
  expect(restart.status()).toBe(200);
  expect((await restart.json()).disconnected).toBeGreaterThanOrEqual(1);

  // Her own channel, the hospital's and its nudge channel, and those two again for each of her
  // divisions (the events that name a patient go only to the division's).
  const headers = { authorization: `Bearer ${await tokenFor(page.request, personas.nurse.email)}` };
  const divisions = ((await (await page.request.get('/api/v1/users/current', { headers })).json()) as { divisions: unknown[] }).divisions.length;
  await expect.poll(() => channelAuths.length).toBe(3 + 2 * divisions);
  await waitForRealtime(page);
  await notificationsReloaded;

  // A manager's reassignment of a colleague's patient to her.
  await publishToNurse(page, 'my-home-transfer', { staff_type: 'eicu', patient_ids: [3], from_user_name: 'Vera Anne Castellano' });
  await expect(page.getByText('The eICU Assignment has been transferred to you')).toBeVisible();
});
