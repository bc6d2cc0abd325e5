// The wall without a browser: Connect All's stagger, a failing tile reconnecting by itself while
// the others play on, monitors paused and resumed, and the monitors wanted for a reload.
// What its playing tiles do (Talk, Listen, sight, quality records): wall-playing-tiles.test.ts.
import { describe, expect, it, vi } from 'vitest';
import type { VideoSession } from '../../../lib/media/video-session';
import { TileController } from './tile-controller';
import { tileNotice } from './tile-text';
import { WallController } from './wall-controller';
import { FakeSession, installWallFakes, latest, makeWall, monitors, sessions } from './wall-test-kit';

installWallFakes();

describe('the wall', () => {
  it('Connect All opens one tile per interval, in order, and Disconnect All stops what is left', () => {
    const wall = makeWall();
    wall.sync([...monitors, { id: 4, active: false }]);
    wall.connectAll([...monitors, { id: 4, active: false }], 500);
    expect([...sessions.keys()]).toEqual([1]);
    vi.advanceTimersByTime(500);
    expect([...sessions.keys()]).toEqual([1, 2]);
    expect(wall.getState().connectingAll).toBe(true);
    wall.disconnectAll();
    vi.advanceTimersByTime(5_000);
    expect([...sessions.keys()]).toEqual([1, 2]);
    expect(latest(1).hangUp).toHaveBeenCalled();
    expect(wall.getState().connectingAll).toBe(false);
  });

  it('tiles fallen due while the page was busy opening the last ones open together, never before their time', () => {
    let clock = 0;
    // Tiles opened, one list per task: the click's, then each timer's.
    const opened: number[][] = [[]];
    const timers = { setTimeout: (fn: () => void, ms: number) => setTimeout(() => { opened.push([]); fn(); }, ms), clearTimeout: (id: unknown) => clearTimeout(id as number) };
    const wall = new WallController((id) => new TileController({
      // Each tile's start keeps the page busy 35 ms: three more tiles of a 10 ms interval fall due.
      createSession: () => ({ ...new FakeSession(), start: async () => { clock += 35; opened.at(-1)!.push(id); } }) as unknown as VideoSession,
      reportMic: async () => undefined,
    }), timers, () => clock);
    const five = [1, 2, 3, 4, 5].map((id) => ({ id, active: true }));
    wall.sync(five);
    wall.connectAll(five, 10);
    vi.advanceTimersByTime(1);
    expect(opened).toEqual([[1], [2, 3, 4], [5]]);
    expect(wall.getState().connectingAll).toBe(false);

    // Not busy: one tile per interval, none before its time.
    const later = [6, 7, 8].map((id) => ({ id, active: true }));
    wall.sync(later);
    clock = 1_000;
    opened.splice(0, opened.length, []);
    wall.connectAll(later, 100);
    clock = 1_099;
    vi.advanceTimersByTime(64);
    expect(opened.flat()).toEqual([6]);
    clock = 1_100;
    vi.advanceTimersByTime(100);
    expect(opened.flat()).toEqual([6, 7]);
  });

  it("a tile has the room's picture once the media connection is up, before the first frame, and lets go of it when it ends", () => {
    const wall = makeWall();
    wall.sync(monitors);
    const tile = wall.tileFor(1);
    const told = vi.fn();
    tile.subscribe(told);
    wall.connect(1);
    const stream = { id: 'room-1' } as unknown as MediaStream;
    told.mockClear();
    latest(1).set({ remoteStream: stream });
    expect(tile.getState().stream).toBeNull();
    latest(1).set({ mediaConnected: true });
    // Still connecting, but the view is told: its video element takes the stream and shows the
    // first frame when it comes (a tile playing first learnt it from a stats poll up to 500 ms on).
    expect(told).toHaveBeenCalled();
    expect(tile.getState()).toMatchObject({ phase: 'connecting', stream });
    latest(1).set({ state: 'playing' });
    expect(tile.getState()).toMatchObject({ phase: 'playing', stream });
    wall.disconnect(1);
    expect(tile.getState().stream).toBeNull();
  });

  it('a tile whose session fails says why and reconnects by itself; the others are not touched', async () => {
    const wall = makeWall();
    wall.sync(monitors);
    wall.connectAll(monitors, 1);
    vi.advanceTimersByTime(10);
    for (const id of [1, 2, 3]) latest(id).set({ state: 'playing' });
    latest(2).set({ state: 'stopped', error: 'patient-video-frozen' });
    expect(wall.tileFor(2).getState()).toMatchObject({ phase: 'retrying', error: 'patient-video-frozen', failures: 1 });
    vi.advanceTimersByTime(999);
    expect(sessions.get(2)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sessions.get(2)).toHaveLength(2);
    // Connecting again, it still says why.
    expect(tileNotice(wall.tileFor(2).getState(), true)).toBe('Video frozen too long. Reconnecting…');
    latest(2).set({ state: 'playing' });
    expect(wall.tileFor(2).getState()).toMatchObject({ phase: 'playing', failures: 0, error: null, reconnects: 1 });
    expect(sessions.get(1)).toHaveLength(1);
    expect(sessions.get(3)).toHaveLength(1);
    expect(latest(1).hangUp).not.toHaveBeenCalled();
  });

  it('a refused join says the server\'s words: an offline device is tried again, one out of service is not', () => {
    const wall = makeWall();
    wall.sync(monitors);
    wall.connect(1);
    wall.connect(2);
    latest(1).set({ state: 'stopped', error: 'join-failed', refusal: { code: 'device_offline', message: 'Video device Room N-403 Camera is offline' } });
    expect(tileNotice(wall.tileFor(1).getState(), true)).toBe('Video device Room N-403 Camera is offline. Reconnecting…');
    latest(2).set({ state: 'stopped', error: 'join-failed', refusal: { code: 'device_out_of_service', message: 'Video device Room N-503 Camera is decommissioned' } });
    expect(wall.tileFor(2).connected).toBe(false);
    expect(tileNotice(wall.tileFor(2).getState(), false)).toBe('Video device Room N-503 Camera is decommissioned');
    vi.advanceTimersByTime(60_000);
    expect(sessions.get(1)!.length).toBeGreaterThan(1);
    expect(sessions.get(2)).toHaveLength(1);
    // A room listened to whose tile gives up is no longer the one heard.
    wall.connect(2);
    latest(2).set({ state: 'playing' });
    wall.listen(2);
    expect(wall.getState().listeningId).toBe(2);
    latest(2).set({ state: 'stopped', error: 'join-failed', refusal: { code: 'monitor_not_active', message: 'Patient monitor 2 is paused, not active' } });
    expect(wall.getState().listeningId).toBeNull();
    // Connect again by hand: tried once more, and it plays.
    wall.connect(2);
    latest(2).set({ state: 'playing' });
    expect(wall.tileFor(2).getState()).toMatchObject({ phase: 'playing', detail: null });
  });

  it('a frozen picture shows on its tile; a monitor that stops being active disconnects without retrying', () => {
    const wall = makeWall();
    wall.sync(monitors);
    wall.connect(1);
    latest(1).set({ state: 'playing', frozen: true });
    expect(wall.tileFor(1).getState().phase).toBe('frozen');
    wall.sync([{ id: 1, active: false }, ...monitors.slice(1)]);
    latest(1).set({ state: 'stopped', error: 'room-disconnected' });
    vi.advanceTimersByTime(60_000);
    expect(sessions.get(1)).toHaveLength(1);
    expect(wall.tileFor(1).getState().phase).toBe('idle');
  });

  it('a tile watched when its monitor was paused is watched again once it is resumed, unless the user disconnected everything', () => {
    const wall = makeWall();
    wall.sync(monitors);
    wall.connect(1);
    wall.sync([{ id: 1, active: false }, ...monitors.slice(1)]);
    expect(latest(1).hangUp).toHaveBeenCalled();
    wall.sync(monitors);
    expect(sessions.get(1)).toHaveLength(2);
    expect(wall.tileFor(1).connected).toBe(true);

    wall.sync([{ id: 1, active: false }, ...monitors.slice(1)]);
    wall.disconnectAll();
    wall.sync(monitors);
    expect(sessions.get(1)).toHaveLength(2);
    // Never watched: resuming connects nothing.
    expect(sessions.has(2)).toBe(false);
  });

  it('keeps the monitors the user wants watched, for a reload: Connect, Connect All, Disconnect, a tile that gives up, one gone from the wall', async () => {
    const wall = makeWall();
    const told: number[][] = [];
    wall.onWantedChange((ids) => told.push([...ids]));
    const wallOf = [...monitors, { id: 4, active: true }, { id: 5, active: false }];
    wall.sync(wallOf);
    wall.connect(2);
    expect(told.at(-1)).toEqual([2]);
    // Connect All asks for every active tile not yet connected, in wall order (5 is paused).
    wall.connectAll(wallOf, 0);
    expect(told.at(-1)).toEqual([2, 1, 3, 4]);
    wall.disconnect(1);
    expect(told.at(-1)).toEqual([2, 3, 4]);
    // A refusal that retrying cannot mend: the tile gives up, and a reload would not try it again.
    latest(3).set({ state: 'stopped', error: 'join-failed', refusal: { code: 'device_out_of_service', message: 'decommissioned' } });
    expect(told.at(-1)).toEqual([2, 4]);
    // One that passes (the device offline) keeps it wanted while the tile retries.
    latest(4).set({ state: 'stopped', error: 'join-failed', refusal: { code: 'device_offline', message: 'offline' } });
    expect(told.at(-1)).toEqual([2, 4]);
    // 4 leaves the wall (stopped elsewhere).
    wall.sync([{ id: 2, active: true }]);
    expect(told.at(-1)).toEqual([2]);
    const changes = told.length;
    // A session hung up by the page going (pagehide) leaves the tile wanted: that is what a reload finds.
    await latest(2).hangUp();
    expect(told.length).toBe(changes);
    wall.disconnectAll();
    expect(told.at(-1)).toEqual([]);
  });

  it('a tile Connect All has still to open stays wanted when it leaves sight meanwhile', () => {
    const wall = makeWall();
    const told: number[][] = [];
    wall.onWantedChange((ids) => told.push([...ids]));
    wall.sync(monitors);
    wall.connectAll(monitors, 500);
    wall.setInSight(3, false);
    expect(told.at(-1)).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(1_000);
    expect(latest(3).receiving).toBe(false);
    expect(told.at(-1)).toEqual([1, 2, 3]);
  });
});
