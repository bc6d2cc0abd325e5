// The realtime server against a buggy or hostile client, over real sockets: a malformed frame
// gets a pusher:error and nothing else (the socket and the process carry on), channel names and
// the channels of one socket are bounded, presence channels need a signature like private ones,
// and after a realtime restart pusher-js subscribes again within 2 s.
import { createHmac } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { BuiltApp } from '../src/app.ts';
import { NURSE } from './helpers.ts';
import { listeningApp, pusherClient, tokenFor } from './live-app.ts';

let built: BuiltApp;
let port: number;

beforeAll(async () => {
  ({ built, port } = await listeningApp(false));
});
afterAll(async () => { await built.app.close(); });

interface Frame { event: string; channel?: string; data?: unknown }
interface RawClient { socket: WebSocket; frames: Frame[]; socketId: string }

async function rawClient(): Promise<RawClient> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/bedside-key?protocol=7`);
  const frames: Frame[] = [];
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  await expect.poll(() => frames.length).toBe(1);
  const established = frames[0]!;
  expect(established.event).toBe('pusher:connection_established');
  return { socket, frames, socketId: (JSON.parse(established.data as string) as { socket_id: string }).socket_id };
}

/** Sends a frame, then a ping; the answer is every frame that came before the pong. */
async function answerTo(client: RawClient, frame: string): Promise<Frame[]> {
  const start = client.frames.length;
  client.socket.send(frame);
  client.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
  await expect.poll(() => client.frames.slice(start).some((f) => f.event === 'pusher:pong')).toBe(true);
  const answer = client.frames.slice(start);
  return answer.slice(0, answer.findIndex((f) => f.event === 'pusher:pong'));
}

const subscribe = (channel: unknown, extra: object = {}) => JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...extra } });
const sign = (text: string) => `bedside-key:${createHmac('sha256', 'bedside-secret').update(text).digest('hex')}`;

describe('malformed frames', () => {
  const malformed: [string, string][] = [
    ['null', 'null'],
    ['a number', '42'],
    ['an array', '[]'],
    ['a string', '"pusher:ping"'],
    ['no event', '{}'],
    ['an event that is not a string', '{"event":42}'],
    ['not JSON', '{"event":'],
    ['a subscribe whose channel is a number', '{"event":"pusher:subscribe","data":{"channel":123}}'],
    ['a subscribe whose data is null', '{"event":"pusher:subscribe","data":null}'],
    ['a subscribe with no data', '{"event":"pusher:subscribe"}'],
    ['a subscribe whose auth is not a string', subscribe('private-encrypted-user-4', { auth: 7 })],
    ['an unsubscribe whose channel is an object', '{"event":"pusher:unsubscribe","data":{"channel":{}}}'],
    ['a channel name of 165 characters', subscribe('c'.repeat(165))],
    ['a channel name with a character Pusher does not allow', subscribe('ward#1')],
    ['an event name of 201 characters', JSON.stringify({ event: `client-${'e'.repeat(194)}`, data: {} })],
    ['a 20 KB frame', JSON.stringify({ event: 'client-note', channel: 'notes', data: { text: 'x'.repeat(20_000) } })],
  ];

  it.each(malformed)('answers %s with one pusher:error and stays usable', async (_name, frame) => {
    const client = await rawClient();
    const answer = await answerTo(client, frame);
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatchObject({ event: 'pusher:error', data: { code: expect.any(Number), message: expect.any(String) } });
    // Still usable: a valid subscribe on the same socket succeeds.
    expect((await answerTo(client, subscribe('ward-news'))).map((f) => f.event)).toEqual(['pusher_internal:subscription_succeeded']);
    client.socket.close();
  });

  it('says which field is wrong', async () => {
    const client = await rawClient();
    const [error] = await answerTo(client, '{"event":"pusher:subscribe","data":{"channel":123}}');
    expect((error?.data as { message: string }).message).toMatch(/channel/);
    client.socket.close();
  });

  it('closes a socket whose frame is larger than the websocket limit, and serves the next one', async () => {
    const client = await rawClient();
    const closed = new Promise<number>((resolve) => client.socket.on('close', (code) => resolve(code)));
    client.socket.send(JSON.stringify({ event: 'client-note', data: 'x'.repeat(512 * 1024) }));
    expect(await closed).toBe(1009);
    const next = await rawClient();
    expect((await answerTo(next, subscribe('ward-news'))).map((f) => f.event)).toEqual(['pusher_internal:subscription_succeeded']);
    next.socket.close();
  });
});

it('a socket handler that throws closes that socket (1011), not the process', async () => {
  const hub = built.services.hub as unknown as { onMessage(client: unknown, raw: string): void };
  vi.spyOn(hub, 'onMessage').mockImplementationOnce(() => { throw new Error('a bug in a handler'); });
  const client = await rawClient();
  const closed = new Promise<number>((resolve) => client.socket.on('close', (code) => resolve(code)));
  client.socket.send(subscribe('ward-news'));
  expect(await closed).toBe(1011);
  const next = await rawClient();
  expect((await answerTo(next, subscribe('ward-news'))).map((f) => f.event)).toEqual(['pusher_internal:subscription_succeeded']);
  next.socket.close();
});

it('a device-link frame over its 1 MiB limit closes that link (1009), not the process', async () => {
  const link = new WebSocket(`ws://127.0.0.1:${port}/device-link`, { headers: { authorization: 'Bearer dev-device-link-secret' } });
  await new Promise((resolve) => link.on('open', resolve));
  const closed = new Promise<number>((resolve) => link.on('close', (code) => resolve(code)));
  link.send('x'.repeat(2 * 1024 * 1024));
  expect(await closed).toBe(1009);
  const next = await rawClient();
  expect((await answerTo(next, subscribe('ward-news'))).map((f) => f.event)).toEqual(['pusher_internal:subscription_succeeded']);
  next.socket.close();
});

describe('bounds and channel auth', () => {
  it('lets one socket subscribe to at most 100 channels', async () => {
    const client = await rawClient();
    for (let i = 0; i < 100; i += 1) client.socket.send(subscribe(`ward-${i}`));
    const answer = await answerTo(client, subscribe('ward-100'));
    expect(answer.filter((f) => f.event === 'pusher_internal:subscription_succeeded')).toHaveLength(100);
    expect(answer.at(-1)).toMatchObject({ event: 'pusher:subscription_error', channel: 'ward-100', data: expect.stringContaining('LimitReached') });
    // Subscribing again to a channel it has costs nothing; leaving one makes room.
    expect((await answerTo(client, subscribe('ward-0'))).map((f) => f.event)).toEqual(['pusher_internal:subscription_succeeded']);
    client.socket.send(JSON.stringify({ event: 'pusher:unsubscribe', data: { channel: 'ward-0' } }));
    expect((await answerTo(client, subscribe('ward-100'))).map((f) => f.event)).toEqual(['pusher_internal:subscription_succeeded']);
    client.socket.close();
  });

  it.each(['presence-ward-1', 'private-encrypted-user-4', 'private-ward-1'])('refuses %s without a signature', async (channel) => {
    const client = await rawClient();
    expect(await answerTo(client, subscribe(channel))).toEqual([
      { event: 'pusher:subscription_error', channel, data: expect.stringContaining('AuthError') },
    ]);
    client.socket.close();
  });

  it('subscribes to a presence channel with a signature over socket id, channel and channel data, and tells the others', async () => {
    const first = await rawClient();
    const firstData = JSON.stringify({ user_id: '4', user_info: { name: 'Nora' } });
    const joined = await answerTo(first, subscribe('presence-ward-1', { auth: sign(`${first.socketId}:presence-ward-1:${firstData}`), channel_data: firstData }));
    expect(joined).toHaveLength(1);
    expect(JSON.parse(joined[0]!.data as string)).toEqual({ presence: { ids: ['4'], hash: { 4: { name: 'Nora' } }, count: 1 } });

    const second = await rawClient();
    const secondData = JSON.stringify({ user_id: '5' });
    // A signature for other channel data does not admit this member.
    const tampered = await answerTo(second, subscribe('presence-ward-1', { auth: sign(`${second.socketId}:presence-ward-1:${firstData}`), channel_data: secondData }));
    expect(tampered.map((f) => f.event)).toEqual(['pusher:subscription_error']);
    await answerTo(second, subscribe('presence-ward-1', { auth: sign(`${second.socketId}:presence-ward-1:${secondData}`), channel_data: secondData }));
    await expect.poll(() => first.frames.at(-1)).toMatchObject({ event: 'pusher_internal:member_added', channel: 'presence-ward-1' });
    expect(JSON.parse(first.frames.at(-1)!.data as string)).toEqual({ user_id: '5' });

    second.socket.close();
    await expect.poll(() => first.frames.at(-1)).toMatchObject({ event: 'pusher_internal:member_removed', data: JSON.stringify({ user_id: '5' }) });
    first.socket.close();
  });
});

it('a pusher-js client subscribes again within 2 s of a realtime server restart', async () => {
  const client = pusherClient(port, await tokenFor(port, NURSE));
  const channel = client.subscribe('private-encrypted-user-4');
  const subscribedAt: number[] = [];
  channel.bind('pusher:subscription_succeeded', () => subscribedAt.push(Date.now()));
  await expect.poll(() => subscribedAt.length).toBe(1);
  const restartedAt = Date.now();
  const restart = await fetch(`http://127.0.0.1:${port}/sim/realtime/restart`, { method: 'POST' });
  expect(await restart.json()).toEqual({ disconnected: 1 });
  await expect.poll(() => subscribedAt.length, { timeout: 2000 }).toBe(2);
  expect(subscribedAt[1]! - restartedAt).toBeLessThan(2000);
  expect(built.services.hub.connectionCount).toBe(1);
  client.disconnect();
});

/** An upgrade request sent as it is on the wire; the server's answer (its status line on). */
function rawUpgrade(target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => { answer += chunk.toString(); });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
  });
}

describe('websocket upgrades', () => {
  // Each ended the process (an uncaught URIError or TypeError in the upgrade listener), without signing in.
  it.each([
    ['a Pusher app key that is no percent-encoding', '/app/%E0%A4%A'],
    ['a request target that is no URL', 'http://['],
  ])('answers 400 to %s, and the server carries on', async (_, target) => {
    expect(await rawUpgrade(target)).toMatch(/^HTTP\/1\.1 400 /);
    const client = await rawClient();
    expect(client.socketId).toMatch(/^\d+\.\d+$/);
    client.socket.close();
    expect((await fetch(`http://127.0.0.1:${port}/sim/health`)).status).toBe(200);
  });

  it('answers 404 to a path that is no websocket', async () => {
    expect(await rawUpgrade('/nowhere')).toMatch(/^HTTP\/1\.1 404 /);
  });
});
