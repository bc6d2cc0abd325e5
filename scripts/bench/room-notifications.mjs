// Room notifications with 20 users signed in: an eICU request raised through /sim (the hospital's
// systems) to its snackbar rendered in a browser (median and p99 over 100 requests, one at a
// time). One user is a real Chromium page (Vera, the virtual nurse); the other 19 are lighter
// clients: 19 eICU nurses created for the run, each a pusher-js client on its own encrypted user
// channel and its hospital's and division's channels that does what the app does on each
// notification (receive, then read the request), so the simulator serves 20 users' worth of work
// for every request.
/* global document, window, MutationObserver */
import { createRequire } from 'node:module';
import { percentile, root, startStack, tokenFor } from './lib.mjs';

const { chromiumArgs, chromiumPath } = await import(`${root}tests/chromium.ts`);
const require = createRequire(`${root}package.json`);
const { chromium } = createRequire(`${root}tests/package.json`)('playwright-core');
const Pusher = require('pusher-js');

const VERA = 'virtual.nurse@mercy-general.test';
const PATIENT = 2;
const round = (n) => Number(n.toFixed(1));
const summary = (samples) => ({ samples: samples.length, medianMs: round(percentile(samples, 50)), p99Ms: round(percentile(samples, 99)) });

async function api(base, token, method, path, body) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A signed-in user's app reduced to its realtime part: on each notification, receive and read it. */
async function lightClient(base, port, email, timings) {
  const token = await tokenFor(base, email);
  const me = await api(base, token, 'GET', '/users/current');
  const client = new Pusher('bedside-key', {
    wsHost: '127.0.0.1', wsPort: port, forceTLS: false, enabledTransports: ['ws'], cluster: 'mt1', disableStats: true,
    channelAuthorization: { endpoint: `${base}/api/v1/pusher/auth?division_id=*`, transport: 'ajax', headers: { authorization: `Bearer ${token}` } },
  });
  const subscribed = (name) => new Promise((resolve, reject) => {
    const channel = client.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error) => reject(new Error(JSON.stringify(error))));
  });
  const own = await subscribed(`private-encrypted-user-${me.id}`);
  // As the app does (web/src/lib/realtime/channels.ts): the hospital's channel and each division's,
  // where a request's acceptance and the monitors' and devices' events come.
  await subscribed(`private-encrypted-hospital-${me.hospital_id}`);
  for (const division of me.divisions) await subscribed(`private-encrypted-hospital-${me.hospital_id}-division-${division.id}`);
  own.bind('room-notification', async ({ virtual_request_id: id }) => {
    const started = performance.now();
    await api(base, token, 'POST', `/virtual_requests/${id}/receive`);
    await api(base, token, 'GET', `/virtual_requests/${id}`);
    timings.push(performance.now() - started);
  });
  return client;
}

async function eicuNurses(base, count) {
  const admin = await tokenFor(base, 'sysadmin@mercy-general.test');
  const emails = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench.nurse.${i}@mercy-general.test`;
    await api(base, admin, 'POST', '/users', {
      user: { name: `Bench Nurse ${String.fromCharCode(65 + i)}`, email, password: 'Bench-Passw0rd!', role_id: 5, division_ids: [1], virtual_request_types: ['eicu'] },
    });
    emails.push(email);
  }
  return emails;
}

export async function benchRoomNotifications({ port = 8445, requests = 100, others = 19 } = {}) {
  const base = `http://localhost:${port}`;
  const stack = startStack({ port });
  await stack.ready;
  const browser = await chromium.launch({ executablePath: chromiumPath('browser'), args: chromiumArgs });
  const clients = [];
  try {
    const lightTimings = [];
    for (const email of await eicuNurses(base, others)) clients.push(await lightClient(base, port, email, lightTimings));
    const page = await browser.newPage();
    await page.goto(`${base}/?api_token=${await tokenFor(base, VERA)}`);
    await page.locator('html[data-realtime="connected"]').waitFor({ timeout: 30_000 });
    // Epoch ms of each request's snackbar first appearing, by request id.
    await page.evaluate(() => {
      window.benchSeen = {};
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('[role=alert][data-request-id]')) {
          const id = node.getAttribute('data-request-id');
          if (!window.benchSeen[id]) window.benchSeen[id] = performance.timeOrigin + performance.now();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const samples = [];
    for (let i = 0; i < requests; i += 1) {
      const sent = Date.now();
      const response = await fetch(`${base}/sim/virtual_requests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ patient_id: PATIENT, kind: 'eicu' }) });
      if (response.status !== 201) throw new Error(`POST /sim/virtual_requests answered ${response.status}`);
      const { id, notified } = await response.json();
      if (notified.length !== others + 1) throw new Error(`request ${id} reached ${notified.length} users, not ${others + 1}`);
      const seen = await (await page.waitForFunction((n) => window.benchSeen[n], String(id), { polling: 'raf', timeout: 10_000 })).jsonValue();
      samples.push(seen - sent);
      // Dismissed, as a nurse would, so the stack of snackbars does not grow.
      await page.locator(`[data-request-id="${id}"]`).getByRole('button', { name: 'Dismiss' }).click();
    }
    return {
      usersSignedIn: others + 1,
      raisedToSnackbarRendered: summary(samples),
      lightClientsNotificationToDetails: summary(lightTimings),
      note: `1 Chromium page + ${others} pusher-js clients doing receive and read per notification`,
    };
  } finally {
    for (const client of clients) client.disconnect();
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchRoomNotifications(), null, 2));
