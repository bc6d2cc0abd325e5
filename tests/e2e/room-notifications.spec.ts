// Room notifications (issue 13, item 1; live video §4): a request raised by the hospital's systems
// reaches the two users holding its kind, each with the snackbar and its sound played the type's
// repeat count (counted from the page's own audio elements); a denied one shows nothing; a user
// without the kind hears nothing; one accepts and lands in a connected video visit, the other sees
// Accepted and their snackbar closes; the request's history shows who received and dismissed it.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { callView } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
const VERA = { email: 'virtual.nurse@mercy-general.test', name: 'Vera Anne Castellano' };
const CARLA = { email: 'central@mercy-general.test', id: 7, name: 'Carla Nakamura' };
const NORA = 'nurse@mercy-general.test';
// Patient 2 (North Tower) has a running monitor on device 2; Mercy's eICU type is high priority,
// sounds eicu_request three times, and opens visits with the reason Safety concern.
const PATIENT = 2;
const EICU_SOUND = '/sounds/eicu_request.wav';

/** Counts every play of a media element that ran to its end, by file, from inside the page. */
function countFinishedSounds() {
  const finished: Record<string, number> = {};
  (window as unknown as { finishedSounds: Record<string, number> }).finishedSounds = finished;
  const play = HTMLMediaElement.prototype.play;
  const watched = new WeakSet<HTMLMediaElement>();
  HTMLMediaElement.prototype.play = function playAndCount(this: HTMLMediaElement) {
    if (!watched.has(this)) {
      watched.add(this);
      this.addEventListener('ended', () => {
        const path = new URL(this.currentSrc || this.src).pathname;
        finished[path] = (finished[path] ?? 0) + 1;
      });
    }
    return play.call(this);
  };
}

const finishedSounds = (page: Page, path: string) =>
  page.evaluate((p) => (window as unknown as { finishedSounds: Record<string, number> }).finishedSounds[p] ?? 0, path);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(countFinishedSounds);
  await signInWithToken(page, email, '/');
  // Three apps start at once on a shared machine: their first connection may take a while.
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 15_000 });
  // The browser lets a page play sound once its user has interacted with it, as a nurse at work has.
  await page.getByRole('banner').click({ position: { x: 400, y: 10 } });
  return page;
}

const raise = async (request: APIRequestContext, status: 'open' | 'denied') => {
  const response = await request.post('/sim/virtual_requests', { data: { patient_id: PATIENT, kind: 'eicu', status } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; notified: string[] };
};

test('an eICU request reaches both holders with its sound; one accepts into a connected visit, the other sees Accepted', async ({ browser, request }) => {
  // About 20-25 s on an idle machine; three browsers and a video call need room when it is busy.
  test.setTimeout(60_000);
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  // Carla takes security and scribe requests; for this test she takes eICU too, as Vera does.
  const carlaKinds = ['security', 'virtual_scribe'];
  expect((await request.put(`/api/v1/users/${CARLA.id}`, { headers: admin, data: { user: { virtual_request_types: [...carlaKinds, 'eicu'] } } })).status()).toBe(200);
  const pages: Page[] = [];
  try {
    for (const email of [VERA.email, CARLA.email, NORA]) pages.push(await signedIn(browser, email));
    const [vera, carla, nora] = pages;

    // A denied request is announced, asked about and dropped; the open one after it is shown.
    const denied = await raise(request, 'denied');
    expect(denied.notified.sort()).toEqual([CARLA.email, VERA.email].sort());
    const raised = await raise(request, 'open');
    const details = await (await request.get(`/api/v1/virtual_requests/${raised.id}`, { headers: admin })).json() as { patient: { name: string }; room: { name: string }; division: { name: string } };

    for (const page of [vera!, carla!]) {
      const snackbar = page.getByRole('alert', { name: 'eICU request' });
      await expect(snackbar).toHaveCount(1);
      await expect(snackbar).toHaveAttribute('data-priority', 'high');
      await expect(snackbar.locator('[data-tone=danger]')).toHaveText('High priority');
      await expect(snackbar).toContainText(`Room: ${details.room.name}`);
      await expect(snackbar).toContainText(`Division: ${details.division.name}`);
      await expect(snackbar).toContainText('Assignee: N/A');
      // Through the masking helper (these users have mask_phi off).
      await expect(snackbar).toContainText(`Patient: ${details.patient.name}`);
      // eICU's sound_repeat_count is 3: three plays of its file ran to the end.
      await expect.poll(() => finishedSounds(page, EICU_SOUND), { timeout: 10_000 }).toBe(3);
    }
    // Nora holds no request kinds: no snackbar, no sound.
    await expect(nora!.getByRole('alert', { name: 'eICU request' })).toHaveCount(0);
    expect(await finishedSounds(nora!, EICU_SOUND)).toBe(0);

    await vera!.getByRole('alert', { name: 'eICU request' }).getByRole('button', { name: 'Video Visit' }).click();
    await expect(vera!).toHaveURL(new RegExp(`/patients/${PATIENT}/overview/video-visit\\?start_video=1`));
    await expect(callView(vera!)).toHaveAttribute('data-session-state', 'playing', { timeout: 20_000 });

    const accepted = carla!.getByRole('alert', { name: 'Accepted' });
    await expect(accepted).toContainText(`accepted by ${VERA.name}`);
    await expect(carla!.getByRole('alert', { name: 'eICU request' })).toHaveCount(0);
    // The second accept is refused by the server, naming who took it.
    const second = await carla!.request.post(`/api/v1/virtual_requests/${raised.id}/accept`, { headers: { authorization: `Bearer ${await tokenFor(request, CARLA.email)}` } });
    expect(second.status()).toBe(409);
    expect((await second.json() as { error: string }).error).toContain(VERA.name);

    // The staff list's record page shows it taken, by whom.
    await nora!.goto(`/virtual-requests/${raised.id}/view`);
    await expect(nora!.getByRole('main')).toContainText('Accepted');
    await expect(nora!.getByRole('main')).toContainText(VERA.name);

    // Dismiss: each holder's snackbar closes; the request stays open until both have dismissed it.
    const next = await raise(request, 'open');
    const status = async () => ((await (await request.get(`/api/v1/virtual_requests/${next.id}`, { headers: admin })).json()) as { status: string }).status;
    for (const [i, page] of [carla!, vera!].entries()) {
      const snackbar = page.getByRole('alert', { name: 'eICU request' });
      await expect(snackbar).toHaveCount(1);
      await snackbar.getByRole('button', { name: 'Dismiss' }).click();
      await expect(snackbar).toHaveCount(0);
      if (i === 0) expect(await status()).toBe('open');
    }
    await expect.poll(status).toBe('dismissed');
    // Its record page's history names who received it and who dismissed it, under readable labels.
    await nora!.goto(`/virtual-requests/${next.id}/view`);
    const dismissed = nora!.getByTestId('revision').first().locator('tr[data-field=dismissed_by] td');
    await expect(dismissed).toHaveText(['Dismissed By', CARLA.name, `${CARLA.name}, ${VERA.name}`]);
    await expect(nora!.getByTestId('revisions').locator('tr[data-field=received_by] td:first-child')).toHaveText(['Received By', 'Received By']);
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
    await request.put(`/api/v1/users/${CARLA.id}`, { headers: admin, data: { user: { virtual_request_types: carlaKinds } } });
  }
});
