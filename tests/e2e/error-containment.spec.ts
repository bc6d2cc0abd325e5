// A fault in one part of the screen stays in that part: a running video visit is never ended by a
// page that crashed, a part of the call that fails leaves the call on, and the overlay that fails
// says so in its place. The faults are real: the provider answers 200 with a body of another shape
// than the contract's (/sim/faults `body`), met through the app's ordinary reads and realtime
// events, or the network drops a file.
import type { APIRequestContext, Page } from '@playwright/test';
import { addFault } from './support/faults.ts';
import { expectNoOpenCall, openPeerConnections, shownFrames } from './support/live-video.ts';
import { callView, openOverlay, overlay, startCall } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, waitForRealtime } from './support/stack.ts';

// Seed facts (simulator/src/store): patient 2 has a running monitor on device 2, in Mercy's North
// Tower; the nurse may see her assignments (View PatientMonitorAssignment).
const PATIENT = 2;
const DEVICE = 2;
const visit = `/patients/${PATIENT}/overview/video-visit`;
const APP_ERROR = 'This page could not be shown because of an error in the app. Please reload the page; if it happens again, tell your administrator.';

test.afterEach(async ({ request }) => {
  await request.delete('/sim/faults');
});

/** The call is on: playing, and its picture still moving. */
async function expectPlaying(page: Page): Promise<void> {
  await expect(callView(page)).toHaveAttribute('data-session-state', 'playing');
  const frames = await shownFrames(page);
  await expect.poll(() => shownFrames(page)).toBeGreaterThan(frames + 10);
}

const header = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Bedside' });
const main = (page: Page) => page.locator('#main-content');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** A visit on, docked: the clinician goes on with other pages. */
async function dockedVisit(page: Page): Promise<string> {
  const token = await openOverlay(page, visit);
  await startCall(page);
  await overlay(page).getByRole('button', { name: 'Minimise' }).click();
  return token;
}

/** An administrator's change reaches the nurse's app (user-updated): it reads her user and menu again. */
async function userUpdated(page: Page, request: APIRequestContext, userId: number): Promise<void> {
  await waitForRealtime(page);
  const reads = ['/api/v1/users/current', '/api/v1/menu_sets'].map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path));
  const published = await request.post('/sim/events', { data: { scope: 'user', user_email: personas.nurse.email, event: 'user-updated', data: { user_id: userId } } });
  expect(published.status()).toBe(202);
  await Promise.all(reads);
}

test('a page that crashes on an answer it did not expect says so in the page area; the visit plays on, the header stays, another page shows normally', async ({ page, request }) => {
  await openOverlay(page, visit);
  await startCall(page);
  // The clinician docks the call and goes on with other pages.
  await overlay(page).getByRole('button', { name: 'Minimise' }).click();
  // The provider answers the assignments as a paged list, not {assignments, incoming, outgoing}.
  await addFault(request, { path_prefix: '/my_care_assignments', method: 'GET', body: { results: [], metadata: { count: 0, per_page: 10, page: 1 } } });
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  // The nurse's menu set: the Assignments group, holding her Assignments page.
  await menu.getByRole('button', { name: 'Assignments', exact: true }).click();
  await menu.getByRole('link', { name: 'Assignments', exact: true }).click();

  await expect(main(page).getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
  await expect(main(page).getByText(APP_ERROR)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(header(page)).toBeVisible();
  await expectPlaying(page);
  expect(await openPeerConnections(page)).toBe(1);

  await menu.getByRole('link', { name: 'Patients', exact: true }).click();

  await expect(main(page).getByRole('heading', { name: 'Patients' })).toBeVisible();
  await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
  await expectPlaying(page);
  await overlay(page).getByRole('button', { name: 'Restore' }).click();
  await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
  await expectNoOpenCall(page, request, DEVICE);
});

test('who else is in the room answered in another shape during the call: the call says it could not check, and plays on', async ({ page, request }) => {
  await openOverlay(page, visit);
  await startCall(page);
  // A paged list where the contract has an array of participants.
  await addFault(request, { path_prefix: `/video_devices/${DEVICE}/participants`, method: 'GET', body: { results: [] } });

  // Muting tells the room (video-participants-changed), and the call reads the list again.
  await overlay(page).getByRole('button', { name: 'Mute' }).click();

  await expect(overlay(page).getByText('Could not check who else is in a visit with this room.')).toBeVisible();
  await expectPlaying(page);
  await overlay(page).getByRole('button', { name: 'Unmute' }).click();
  await expect(overlay(page).getByText('MIC IS OPEN')).toBeVisible();
  await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
});

test('the overlay whose code does not load (the network dropped as the visit opened) says so in the overlay; the page and the header stay', async ({ page }) => {
  await openOverlay(page, visit, { click: false });
  await page.route('**/assets/live-video-overlay-*.js', (route) => route.abort('internetdisconnected'));

  await page.getByRole('button', { name: 'Video Visit' }).click();

  await expect(overlay(page).getByRole('alert')).toHaveText('The video window stopped because of an error, and any call it had was ended: the room no longer sees or hears you. Unknown network error. Please reload the page.');
  await expect(header(page)).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Video Visit' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toHaveCount(0);
  await overlay(page).getByRole('button', { name: 'Close' }).click();
  await expect(overlay(page)).toHaveCount(0);
});

test('a page whose code does not load (the network dropped as the clinician moved on) says so in the page area, and Try Again loads it; the visit plays on', async ({ page }) => {
  await dockedVisit(page);
  // The page's file, also when asked for again under another address (?retry=).
  const code = /\/assets\/my-assignments-[\w-]+\.js(\?|$)/;
  await page.route(code, (route) => route.abort('internetdisconnected'));

  await sidebar(page).getByRole('button', { name: 'Assignments', exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Assignments', exact: true }).click();

  await expect(main(page).getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
  await expect(main(page).getByText('Unknown network error. Please reload the page.')).toBeVisible();
  await expect(header(page)).toBeVisible();
  await expectPlaying(page);

  await page.unroute(code);
  await main(page).getByRole('button', { name: 'Try Again' }).click();

  await expect(main(page).getByRole('heading', { name: 'Assignments', exact: true })).toBeVisible();
  await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
  await expectPlaying(page);
  expect(await openPeerConnections(page)).toBe(1);
});

test('the user and the menu read again in another shape during a docked visit: the user last read stays, the menu says it could not be read and tries again; the visit plays on', async ({ page, request }) => {
  const token = await dockedVisit(page);
  const me = (await (await request.get('/api/v1/users/current', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number };
  await expect(sidebar(page).getByRole('button', { name: 'Assignments', exact: true })).toBeVisible();

  // The user wrapped in an object of its own.
  await addFault(request, { path_prefix: '/users/current', method: 'GET', body: { user: { id: me.id } } });
  await userUpdated(page, request, me.id);

  await expect(sidebar(page).getByRole('button', { name: 'Assignments', exact: true })).toBeVisible();
  await expect(header(page)).toBeVisible();
  await expectPlaying(page);

  // The menu sets as a paged list, where the contract has an array.
  await addFault(request, { path_prefix: '/menu_sets', method: 'GET', body: { results: [], metadata: { count: 0, per_page: 10, page: 1 } } });
  await userUpdated(page, request, me.id);

  await expect(sidebar(page).getByText('The menu could not be read.')).toBeVisible();
  // The sets last read stay.
  await expect(sidebar(page).getByRole('button', { name: 'Assignments', exact: true })).toBeVisible();
  await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
  await expectPlaying(page);

  await request.delete('/sim/faults');
  await sidebar(page).getByRole('button', { name: 'Try Again' }).click();

  await expect(sidebar(page).getByText('The menu could not be read.')).toHaveCount(0);
  await expectPlaying(page);
  expect(await openPeerConnections(page)).toBe(1);
});
