// The emulator's prepared peers: filled one at a time once joins are over, taken by joins, closed
// on stop; and a real call made from one (the browser side a werift peer, as in call-router.test.ts).
import type { components } from '@bedside/openapi/device-link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RTCPeerConnection } from 'werift';
import { CallRouter } from '../src/media/call-router.ts';
import { loopbackStunUrl } from '../src/media/loopback-stun.ts';
import { devicePeerConfig } from '../src/media/peer-config.ts';
import { ReadyPeers, type PreparedPeer } from '../src/media/prepared-peer.ts';

/** A stand-in for a prepared peer: only its close is looked at. */
function fakePeers() {
  const made: { id: number; closed: boolean; peer: PreparedPeer }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  let failNext = false;
  const make = async (): Promise<PreparedPeer> => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 10));
    running -= 1;
    if (failNext) {
      failNext = false;
      throw new Error('no sockets left');
    }
    const entry = { id: made.length + 1, closed: false, peer: null as unknown as PreparedPeer };
    entry.peer = { pc: { close: async () => { entry.closed = true; } }, offer: { sdp: `offer ${entry.id}`, ice_candidates: [] } } as unknown as PreparedPeer;
    made.push(entry);
    return entry.peer;
  };
  return { made, make, mostAtOnce: () => mostAtOnce, failOnce: () => { failNext = true; } };
}

/** A pool of `size` fake peers, filled again 1 s after a take, on fake timers. */
function poolOf(size: number, { log = () => {}, maxAgeMs }: { log?: (message: string) => void; maxAgeMs?: number } = {}) {
  const peers = fakePeers();
  return { peers, pool: new ReadyPeers(peers.make, size, 1000, log, maxAgeMs) };
}

describe('ReadyPeers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fills up to its size after the delay, one peer at a time, and a join takes the oldest', async () => {
    const { peers, pool } = poolOf(3);
    pool.scheduleFill();
    await vi.advanceTimersByTimeAsync(999);
    expect(peers.made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(pool.count).toBe(3);
    expect(peers.mostAtOnce()).toBe(1);
    expect(pool.take()?.offer.sdp).toBe('offer 1');
    expect(pool.count).toBe(2);
  });

  it('makes none while joins keep taking, and fills again once they stop for the delay', async () => {
    const { peers, pool } = poolOf(4);
    pool.scheduleFill(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(pool.count).toBe(4);
    // A Connect All: the joins take every peer within a few hundred ms, and then find none.
    for (let i = 0; i < 5; i += 1) {
      pool.take();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(pool.count).toBe(0);
    expect(peers.made).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(700);
    expect(peers.made).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(300);
    expect(pool.count).toBe(4);
  });

  it('stops filling when a join takes a peer meanwhile, and goes on after the delay', async () => {
    const { peers, pool } = poolOf(10);
    pool.scheduleFill(0);
    await vi.advanceTimersByTimeAsync(25); // two made, the third on its way
    pool.take();
    await vi.advanceTimersByTimeAsync(500);
    expect(peers.made).toHaveLength(3);
    expect(pool.count).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pool.count).toBe(10);
  });

  it('logs a peer it could not make and tries again after the next take', async () => {
    const log = vi.fn();
    const { peers, pool } = poolOf(2, { log });
    peers.failOnce();
    pool.scheduleFill(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(pool.count).toBe(0);
    expect(log).toHaveBeenCalledWith('no prepared peer: no sockets left');
    expect(pool.take()).toBeNull();
    await vi.advanceTimersByTimeAsync(1100);
    expect(pool.count).toBe(2);
  });

  it('closes peers unused for the maximum age and makes them again, and hands out none that old', async () => {
    const { peers, pool } = poolOf(2, { maxAgeMs: 60_000 });
    pool.scheduleFill(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(peers.made.map((p) => p.closed)).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(60_000);
    // The two first ones went at their age; two new ones took their place.
    expect(peers.made.map((p) => p.closed)).toEqual([true, true, false, false]);
    expect(pool.count).toBe(2);
    expect(pool.take()?.offer.sdp).toBe('offer 3');
    // The clock passes the age before the renewal runs (a machine that slept): the peer left is
    // closed, not handed out.
    vi.setSystemTime(Date.now() + 61_000);
    expect(pool.take()).toBeNull();
    expect(peers.made[3]?.closed).toBe(true);
  });

  it('closes its peers on close, and one still being made when it comes', async () => {
    const { peers, pool } = poolOf(3);
    pool.scheduleFill(0);
    await vi.advanceTimersByTimeAsync(15); // one made, the second on its way
    pool.close();
    await vi.advanceTimersByTimeAsync(100);
    expect(peers.made.map((p) => p.closed)).toEqual([true, true]);
    expect(pool.count).toBe(0);
    pool.scheduleFill(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(peers.made).toHaveLength(2);
  });
});

type DeviceMessage = components['schemas']['DeviceMessage'];

describe('a join with prepared peers', () => {
  it('takes one (the pool is one short at once), and the call from it connects and streams video', async () => {
    const sent: DeviceMessage[] = [];
    const router = new CallRouter({
      send: (message) => sent.push(message),
      callable: () => ({ deviceName: 'Room N-301 Camera', roomName: 'N-301', ptz: { pan: 0, tilt: 0, zoom: 0 } }),
      log: () => {},
      readyPeers: { size: 2, refillAfterMs: 1000 },
    });
    const browser = new RTCPeerConnection(devicePeerConfig(await loopbackStunUrl()));
    try {
      await expect.poll(() => router.readyPeerCount, { timeout: 8000 }).toBe(2);
      router.handle({ type: 'join', device_id: 7, meeting_id: 'm1', peer_id: 'p1', video_type: 'monitoring', ptz: false, play_greeting: false, preview: false });
      await expect.poll(() => sent.find((m) => m.type === 'offer'), { timeout: 8000 }).toBeTruthy();
      expect(router.readyPeerCount).toBe(1);
      const offer = sent.find((m) => m.type === 'offer') as Extract<DeviceMessage, { type: 'offer' }>;
      expect(offer.sdp).toContain('a=setup:active');
      expect(offer.ice_candidates.some((c) => c.candidate.includes('127.0.0.1'))).toBe(true);

      let packets = 0;
      browser.onTrack.subscribe((track) => { if (track.kind === 'video') track.onReceiveRtp.subscribe(() => { packets += 1; }); });
      await browser.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
      await browser.setLocalDescription(await browser.createAnswer());
      router.handle({ type: 'answer', device_id: 7, meeting_id: 'm1', sdp: browser.localDescription?.sdp ?? '' });
      await expect.poll(() => packets, { timeout: 8000 }).toBeGreaterThan(5);
      // Made again once no join took one for the delay.
      await expect.poll(() => router.readyPeerCount, { timeout: 8000 }).toBe(2);
    } finally {
      router.stop();
      await browser.close();
    }
    expect(router.readyPeerCount).toBe(0);
  }, 30_000);
});
