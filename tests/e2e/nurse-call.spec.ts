// Nurse call (issue 13 item 4): an administrator raises a Code Blue on Test Nurse Call; the virtual
// nurse's browser shows the room notification in the high priority's colour with its sound; she
// accepts, and the Nurse Call page the administrator opened before shows, without a reload, the
// call accepted by her with a response time. With her Notification Sounds off (Profile) a call
// still shows its snackbar and plays nothing. Without View AuditLog she has no Nurse Call page and
// the API refuses her.
import type { Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
const VERA = { email: 'virtual.nurse@mercy-general.test', name: 'Vera Anne Castellano' };
// Mercy's Virtual Nursing type sounds bell once.
const BELL = '/sounds/bell.wav';

/** Counts, by file, every play a media element started and every one that ran to its end. */
function countSounds() {
  const counts = { started: {} as Record<string, number>, finished: {} as Record<string, number> };
  (window as unknown as { sounds: typeof counts }).sounds = counts;
  const play = HTMLMediaElement.prototype.play;
  const watched = new WeakSet<HTMLMediaElement>();
  HTMLMediaElement.prototype.play = function playAndCount(this: HTMLMediaElement) {
    const path = () => new URL(this.currentSrc || this.src).pathname;
    counts.started[path()] = (counts.started[path()] ?? 0) + 1;
    if (!watched.has(this)) {
      watched.add(this);
      this.addEventListener('ended', () => { counts.finished[path()] = (counts.finished[path()] ?? 0) + 1; });
    }
    return play.call(this);
  };
}

const sounds = (page: Page, kind: 'started' | 'finished') =>
  page.evaluate(([k, p]) => (window as unknown as { sounds: Record<string, Record<string, number>> }).sounds[k]![p!] ?? 0, [kind, BELL] as const);

test('a Code Blue reaches the virtual nurse, she accepts, and Nurse Call shows it accepted by her with a response time', async ({ browser, request }) => {
  test.setTimeout(45_000);
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const rooms = await (await request.get('/api/v1/nurse_call_test/rooms?division_id=1', { headers: admin })).json() as { id: number; name: string; division: { name: string }; patient: { name: string } | null; monitor: { status: string } | null }[];
  const room = rooms.find((r) => r.patient && r.monitor?.status === 'active')!;

  const vera = await (await browser.newContext()).newPage();
  const adminPage = await (await browser.newContext()).newPage();
  try {
    await vera.addInitScript(countSounds);
    await signInWithToken(vera, VERA.email, '/profile');
    await waitForRealtime(vera);
    // The browser lets a page play sound once its user has interacted with it, as a nurse at work has.
    await vera.getByRole('banner').click({ position: { x: 400, y: 10 } });

    // Sounds off, saved and read back from the server on a fresh load: a call's snackbar shows,
    // and nothing was played for it.
    const soundSwitch = vera.getByRole('switch', { name: 'Notification Sounds' });
    const saved = vera.waitForResponse((r) => r.url().includes('/user_preferences/audio_ping') && r.request().method() === 'PUT');
    await soundSwitch.uncheck();
    expect((await saved).status()).toBe(200);
    await vera.reload();
    await waitForRealtime(vera);
    await expect(soundSwitch).not.toBeChecked();
    await vera.getByRole('banner').click({ position: { x: 400, y: 10 } });
    const quiet = await request.post('/api/v1/nurse_call_test/raise?division_id=1', { headers: admin, data: { nurse_call: { room_id: room.id, call_type: 'patient_call' } } });
    expect(quiet.status()).toBe(201);
    const lowCall = vera.getByRole('alert', { name: 'Virtual Nursing request' });
    await expect(lowCall).toHaveAttribute('data-priority', 'low');
    await expect(lowCall.locator('[data-tone=info]')).toHaveText('Low priority');
    expect(await sounds(vera, 'started')).toBe(0);
    await lowCall.getByRole('button', { name: 'Dismiss' }).click();
    await expect(lowCall).toHaveCount(0);
    await soundSwitch.check();

    // The administrator raises a Code Blue from the room on Test Nurse Call.
    await signInWithToken(adminPage, SYSADMIN, '/system/test-nurse-call?division_id=1');
    await waitForRealtime(adminPage);
    await adminPage.getByRole('combobox', { name: 'Room' }).click();
    await adminPage.getByRole('option', { name: `${room.name} · ${room.division.name}` }).click();
    await expect(adminPage.getByTestId('nurse-call-room')).toContainText(`Patient: ${room.patient!.name}`);
    await adminPage.getByRole('combobox', { name: 'Call Type' }).click();
    await adminPage.getByRole('option', { name: 'Code Blue (High priority)' }).click();
    await adminPage.getByRole('button', { name: 'Raise Call' }).click();
    await expect(adminPage.getByTestId('nurse-call-raised')).toContainText('Code Blue from');

    const codeBlue = vera.getByRole('alert', { name: 'Virtual Nursing request' });
    await expect(codeBlue).toHaveAttribute('data-priority', 'high');
    await expect(codeBlue.locator('[data-tone=danger]')).toHaveText('High priority');
    await expect(codeBlue).toContainText(`Room: ${room.name}`);
    await expect.poll(() => sounds(vera, 'finished'), { timeout: 10_000 }).toBe(1);

    // Nurse Call, open before the accept: the newest call is Open and has no response time yet.
    await adminPage.getByRole('link', { name: 'Nurse Call', exact: true }).first().click();
    const newest = adminPage.getByTestId('table-nurse_calls').locator('tbody tr').first();
    await expect(newest.locator('td[data-column=call_type]')).toHaveText('Code Blue');
    await expect(newest.locator('td[data-column=outcome]')).toHaveText('Open');
    await expect(newest.locator('td[data-column=response_time_sec]')).toHaveText('N/A');

    await codeBlue.getByRole('button', { name: 'Video Visit' }).click();
    await expect(vera).toHaveURL(/\/overview\/video-visit\?start_video=1/);
    await expect(newest.locator('td[data-column=outcome]')).toHaveText('Accepted');
    await expect(newest.locator('td[data-column=accepted_by]')).toHaveText(VERA.name);
    await expect(newest.locator('td[data-column=response_time_sec]')).toHaveText(/^\d+ s$|^\d+ min( \d+ s)?$/);

    // Vera holds no View AuditLog: no Nurse Call page, and the API refuses her.
    await vera.goto('/monitoring/nurse-call');
    await expect(vera.getByTestId('no-permission')).toBeVisible();
    const refused = await request.get('/api/v1/nurse_calls?division_id=*', { headers: { authorization: `Bearer ${await tokenFor(request, VERA.email)}` } });
    expect(refused.status()).toBe(403);
  } finally {
    await Promise.all([vera.context().close(), adminPage.context().close()]);
    // Her sounds stay on for the specs after this one in the worker.
    await request.put('/api/v1/user_preferences/audio_ping', { headers: { authorization: `Bearer ${await tokenFor(request, VERA.email)}` }, data: { user_preference: { settings: { enabled: true } } } });
  }
});
