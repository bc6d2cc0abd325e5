// Events published by the simulator reach a signed-in browser over the Pusher protocol, on the
// user's private-encrypted channel.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

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

test('a change made while the page was still subscribing shows once its channels are subscribed', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await tokenFor(request, 'observer@mercy-general.test')}` };
  const admin = { authorization: `Bearer ${await tokenFor(request, 'sysadmin@mercy-general.test')}` };
  // A monitored patient the other realtime and monitoring tests leave alone: division 1's last.
  const { results } = await (await request.get('/api/v1/patient_monitors?division_id=1&per_page=100&filters[status][]=active', { headers: admin })).json() as { results: { id: number }[] };
  const monitor = Math.max(...results.map((m) => m.id));
  // The page's channel authorisations wait until the change is made: its curtain-toggled event is
  // published before anything of the page listens (QA: a monitor stopped then stayed on the wall).
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route((url) => url.pathname.endsWith('/pusher/auth'), async (route) => {
    await held;
    await route.continue();
  });
  try {
    await signInWithToken(page, 'central@mercy-general.test', `/patient-monitors/${monitor}/monitoring?division_id=1`);
    await expect(page.getByRole('button', { name: 'Close Curtain' })).toBeVisible();
    expect((await request.put(`/api/v1/patient_monitors/${monitor}/curtain`, { headers, data: { closed: true } })).ok()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'subscribing');
    release();
    await waitForRealtime(page);
    await expect(page.getByTestId('privacy-curtain')).toContainText('Privacy curtain closed by Owen Price');
  } finally {
    release();
    await request.put(`/api/v1/patient_monitors/${monitor}/curtain`, { headers, data: { closed: false } });
  }
});

// A provider newer than this build sends a monitor status the contract does not have yet: the
// event is dropped at the realtime boundary (no handler meets a value its type lacks), and what is
// on screen is read again, so the page shows what the provider now says instead of staying stale.
test('an event this build cannot read is dropped, and the page reads again what the provider now says', async ({ page, request }) => {
  const sysadmin = 'sysadmin@mercy-general.test';
  const isList = (url: string) => new URL(url).pathname === '/api/v1/patient_monitors';
  const listed = page.waitForResponse((response) => isList(response.url()) && response.request().method() === 'GET');
  await signInWithToken(page, sysadmin, '/patient-monitors?division_id=1');
  const list = await (await listed).json() as { results: { id: number; status: string; video_device: { name: string } | null }[] };
  const monitor = list.results.find((m) => m.status === 'active' && m.video_device)!;
  const row = page.getByRole('row').filter({ hasText: monitor.video_device!.name });
  await expect(row).toContainText('Active');
  await waitForRealtime(page);
  // The reads made again once the channels were subscribed have all landed: only a read after the
  // event can meet the provider's new answer.
  await page.waitForLoadState('networkidle');
  const now = { ...list, results: list.results.map((m) => (m.id === monitor.id ? { ...m, status: 'observation' } : m)) };
  expect((await request.post('/sim/faults', { data: { path_prefix: '/patient_monitors', method: 'GET', body: now } })).status()).toBe(201);
  try {
    const dropped = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'warning' && message.text().includes('monitor-updated') && message.text().includes('dropped'),
      timeout: 15_000,
    });
    const readAgain = page.waitForRequest((sent) => isList(sent.url()), { timeout: 15_000 });
    const event = { patient_monitor_id: monitor.id, status: 'observation' };
    // On the hospital's channel, where the provider publishes a monitor's changes.
    const published = await request.post('/sim/events', { data: { scope: 'hospital', hospital_id: 1, event: 'monitor-updated', data: event, off_contract: true } });
    expect(published.status()).toBe(202);
    await dropped;
    await readAgain;
    await expect(row).toContainText(/observation/i);
    await expect(row).not.toContainText('Active');
  } finally {
    await request.delete('/sim/faults');
  }
});
