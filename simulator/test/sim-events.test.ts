// POST /sim/events: an event of the realtime contract must carry its payload (a 400 naming the
// field, nothing published), and each scope reaches the channel it names. Hostile-input QA had
// malformed events answered 202 (they crashed a page, signed a user's session out and made the
// web ask for /virtual_requests/{id}), and every hospital-scope event reach hospital 1.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { NURSE, testApp } from './helpers.ts';

let built: BuiltApp;
const sent: { channel: string; event: string; data: unknown }[] = [];

beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
beforeEach(() => {
  sent.length = 0;
  vi.spyOn(built.services.publisher, 'publishRaw').mockImplementation(async (channel, event, data) => { sent.push({ channel, event, data }); });
});
afterEach(() => { vi.restoreAllMocks(); });

async function publish(body: object) {
  const response = await built.app.inject({ method: 'POST', url: '/sim/events', payload: body });
  return { status: response.statusCode, body: response.json<{ channel?: string; error?: string; details?: { field: string; rule: string }[] }>() };
}

describe('POST /sim/events', () => {
  it('refuses the data of a contract event that is not its payload, naming the field, and publishes nothing', async () => {
    const refused = [
      [{ event: 'request-browser-refresh', data: { message: { text: 'not a string' } } }, 'body.data.message', 'type'],
      [{ event: 'user-authenticated', data: {} }, 'body.data.session_id', 'required'],
      [{ event: 'user-authenticated', data: { session_id: '' } }, 'body.data.session_id', 'minLength'],
      [{ event: 'room-notification', data: { patient_id: 3 } }, 'body.data.virtual_request_id', 'required'],
      [{ event: 'wifi-stats', data: { video_device_id: 1, wifi_signal_state: 'splendid' } }, 'body.data.wifi_signal_state', 'enum'],
    ] as const;
    for (const [event, field, rule] of refused) {
      const answer = await publish({ scope: 'user', user_email: NURSE, ...event });
      expect(answer.status, event.event).toBe(400);
      expect(answer.body.details, event.event).toEqual([expect.objectContaining({ field, rule })]);
      expect(answer.body.error).toContain(`not the payload of ${event.event}`);
    }
    expect(sent).toEqual([]);
  });

  it('publishes a contract event with its payload, and an event outside the contract as given', async () => {
    expect((await publish({ scope: 'user', user_email: NURSE, event: 'user-authenticated', data: { session_id: 's-2' } })).status).toBe(202);
    expect((await publish({ scope: 'user', user_email: NURSE, event: 'shift-note', data: { text: { any: 'shape' } } })).status).toBe(202);
    expect(sent.map((s) => s.event)).toEqual(['user-authenticated', 'shift-note']);
  });

  // QA plays a provider off the contract (a status added after the web was built) only when asked.
  it('publishes a contract event off its payload when asked to, and refuses a flag that is not a boolean', async () => {
    const data = { video_device_id: 1, wifi_signal_state: 'splendid' };
    expect((await publish({ scope: 'user', user_email: NURSE, event: 'wifi-stats', data, off_contract: true })).status).toBe(202);
    const flag = await publish({ scope: 'user', user_email: NURSE, event: 'wifi-stats', data, off_contract: 'yes' });
    expect(flag.status).toBe(400);
    expect(flag.body.details?.map((d) => d.field)).toEqual(['body.off_contract']);
    expect(sent).toEqual([{ channel: 'private-encrypted-user-4', event: 'wifi-stats', data }]);
  });

  it('publishes the hospital scopes to the hospital asked for', async () => {
    const data = { message: 'Please refresh' };
    const hospital = await publish({ scope: 'hospital', hospital_id: 2, event: 'request-browser-refresh', data });
    const nudge = await publish({ scope: 'hospital_nudge', hospital_id: 2, event: 'request-browser-refresh', data });

    expect([hospital.status, nudge.status]).toEqual([202, 202]);
    expect([hospital.body.channel, nudge.body.channel]).toEqual(['private-encrypted-hospital-2', 'private-encrypted-hospital-nudge-2']);
    expect(sent.map((s) => s.channel)).toEqual(['private-encrypted-hospital-2', 'private-encrypted-hospital-nudge-2']);
  });

  it('needs the field that names each scope\'s target, and refuses the other scope\'s', async () => {
    const event = { event: 'request-browser-refresh', data: {} };
    const cases = [
      [{ scope: 'hospital' }, 400, 'body.hospital_id'],
      [{ scope: 'hospital', user_email: NURSE, hospital_id: 1 }, 400, 'body.user_email'],
      [{ scope: 'user', user_email: NURSE, hospital_id: 2 }, 400, 'body.hospital_id'],
      [{ scope: 'hospital', hospital_id: 0 }, 400, 'body.hospital_id'],
    ] as const;
    for (const [target, status, field] of cases) {
      const answer = await publish({ ...target, ...event });
      expect(answer.status, JSON.stringify(target)).toBe(status);
      expect(answer.body.details?.map((d) => d.field), JSON.stringify(target)).toEqual([field]);
    }
    expect((await publish({ scope: 'hospital_nudge', hospital_id: 99, ...event })).status).toBe(404);
    expect(sent).toEqual([]);
  });
});
