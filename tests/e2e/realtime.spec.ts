// Events published by the simulator reach a signed-in browser over the Pusher protocol, on the
// user's private-encrypted channel.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, waitForRealtime } from './support/stack.ts';

test('an event on the private-encrypted user channel reaches the browser', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  await waitForRealtime(page);

  const published = await page.request.post('/sim/events', {
    data: { scope: 'user', user_email: personas.nurse.email, event: 'request-browser-refresh', data: { message: 'A new version of Bedside is available' } },
  });
  expect(published.status()).toBe(202);
  expect(await published.json()).toMatchObject({ channel: 'private-encrypted-user-4' });
  await expect(page.getByText('A new version of Bedside is available')).toBeVisible();
});

test('another user\'s event does not reach this browser', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  await waitForRealtime(page);
  await page.request.post('/sim/events', { data: { scope: 'user', user_email: 'manager@mercy-general.test', event: 'request-browser-refresh', data: { message: 'Only for the manager' } } });
  await page.request.post('/sim/events', { data: { scope: 'user', user_email: personas.nurse.email, event: 'request-browser-refresh', data: {} } });
  // Events on one channel arrive in order: once the nurse's own arrives, the manager's would have.
  await expect(page.getByText('Please refresh your browser')).toBeVisible();
  await expect(page.getByText('Only for the manager')).toHaveCount(0);
});

test('a channel whose authorisation was refused once is asked for again, and its events arrive', async ({ page, request }) => {
  const fault = await request.post('/sim/faults', { data: { path_prefix: '/pusher/auth', status: 503, error: 'Realtime auth restarting', times: 1 } });
  expect(fault.status()).toBe(201);
  try {
    await signInWithToken(page, personas.nurse.email);
    // Connected: every channel subscribed, the refused one on its second asking.
    await waitForRealtime(page);
    await page.request.post('/sim/events', { data: { scope: 'user', user_email: personas.nurse.email, event: 'request-browser-refresh', data: { message: 'Asked again and heard' } } });
    await expect(page.getByText('Asked again and heard')).toBeVisible();
  } finally {
    await request.delete('/sim/faults');
  }
});
