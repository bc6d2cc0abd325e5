// The Pusher HTTP API (what the SDK and soketi's clients publish through) refuses what Pusher
// refuses: a request without a current auth_timestamp (a captured signature must expire after
// 600 s), a wrong signature or body digest, and bodies of another shape (400 naming the field,
// nothing delivered).
import { createHash, createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

const EVENTS = '/apps/bedside/events';
const now = () => String(Math.floor(Date.now() / 1000));

/** The URL the Pusher SDK would send, signed over `params` (undefined leaves a parameter out). */
function signedUrl(path: string, body: string, params: Record<string, string | undefined> = {}): string {
  const query = { auth_key: 'bedside-key', auth_timestamp: now(), auth_version: '1.0', body_md5: createHash('md5').update(body).digest('hex'), ...params };
  const text = Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${v}`).sort().join('&');
  const signature = createHmac('sha256', 'bedside-secret').update(`POST\n${path}\n${text}`).digest('hex');
  return `${path}?${text}&auth_signature=${signature}`;
}

async function post(url: string, body: string) {
  const delivered = vi.spyOn(built.services.hub, 'broadcast');
  delivered.mockClear();
  const response = await built.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
  return { status: response.statusCode, error: response.json<{ error?: string }>().error ?? '', delivered: delivered.mock.calls.length };
}

const event = JSON.stringify({ name: 'user-updated', data: '{"user_id":4}', channels: ['private-encrypted-user-4'] });

describe('signatures', () => {
  it('delivers a correctly signed event', async () => {
    expect(await post(signedUrl(EVENTS, event), event)).toMatchObject({ status: 200, delivered: 1 });
  });

  it.each([
    ['no auth_timestamp', () => undefined],
    ['an auth_timestamp that is not a number', () => 'soon'],
    ['an auth_timestamp in seconds with a fraction', () => `${now()}.5`],
    ['an auth_timestamp 601 s old', () => String(Number(now()) - 601)],
    ['an auth_timestamp 601 s ahead', () => String(Number(now()) + 601)],
  ])('refuses a signature over %s', async (_name, timestamp) => {
    const answer = await post(signedUrl(EVENTS, event, { auth_timestamp: timestamp() }), event);
    expect(answer).toMatchObject({ status: 401, delivered: 0 });
    expect(answer.error).toMatch(/auth_timestamp/);
  });

  it('refuses a captured request replayed after the 600 s window', async () => {
    const captured = signedUrl(EVENTS, event);
    expect((await post(captured, event)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    expect(await post(captured, event)).toMatchObject({ status: 401, delivered: 0 });
  });

  it('refuses a wrong signature and a body that does not match its digest', async () => {
    expect(await post(signedUrl(EVENTS, event).replace(/auth_signature=(\w)/, (_all, first: string) => `auth_signature=${first === '0' ? '1' : '0'}`), event)).toMatchObject({ status: 401, delivered: 0 });
    const other = JSON.stringify({ name: 'user-updated', data: '{}', channel: 'private-encrypted-user-5' });
    expect(await post(signedUrl(EVENTS, event), other)).toMatchObject({ status: 401, delivered: 0 });
  });
});

describe('bodies', () => {
  it.each([
    ['channels that is a string', { name: 'x', data: '{}', channels: 'abc' }, /channels/],
    ['channels that is a number', { name: 'x', data: '{}', channels: 5 }, /channels/],
    ['no name', { data: '{}', channel: 'ward-1' }, /name/],
    ['data that is an object', { name: 'x', data: {}, channel: 'ward-1' }, /data/],
    ['a channel name Pusher does not allow', { name: 'x', data: '{}', channel: 'ward #1' }, /channel/],
    ['101 channels', { name: 'x', data: '{}', channels: Array.from({ length: 101 }, (_, i) => `ward-${i}`) }, /channels/],
  ])('refuses an event with %s, naming the field', async (_name, body, field) => {
    const text = JSON.stringify(body);
    const answer = await post(signedUrl(EVENTS, text), text);
    expect(answer).toMatchObject({ status: 400, delivered: 0 });
    expect(answer.error).toMatch(field);
  });

  it('refuses a batch of more than 10 events and delivers none of it', async () => {
    const text = JSON.stringify({ batch: Array.from({ length: 11 }, (_, i) => ({ name: 'x', data: '{}', channel: `ward-${i}` })) });
    const answer = await post(signedUrl('/apps/bedside/batch_events', text), text);
    expect(answer).toMatchObject({ status: 400, delivered: 0 });
    expect(answer.error).toMatch(/batch/);
  });
});
