// The wall under test without a browser: sessions the test drives (they play, freeze or end when
// told), the microphone reports made, and the fake timers around every test of the calling file.
import { afterEach, beforeEach, vi } from 'vitest';
import type { SessionSnapshot, VideoSession } from '../../../lib/media/video-session';
import { TileController } from './tile-controller';
import { WallController } from './wall-controller';

/** A session the test drives: it plays, freezes or ends when told. */
export class FakeSession {
  snapshot = { state: 'idle', error: null, micMuted: true, meetingId: null, frozen: false, remoteStream: null } as unknown as SessionSnapshot;
  receiving = true;
  audible = true;
  private listeners = new Set<() => void>();
  subscribe = (l: () => void) => { this.listeners.add(l); return () => void this.listeners.delete(l); };
  getSnapshot = () => this.snapshot;
  latestStats = null;
  start = vi.fn(async () => this.set({ state: 'connecting', meetingId: `m-${Math.random()}` }));
  hangUp = vi.fn(async () => this.set({ state: 'stopped' }));
  setReceiving = (on: boolean) => { this.receiving = on; };
  setAudible = (on: boolean) => { this.audible = on; };
  setTalking = vi.fn(async (on: boolean) => { this.set({ micMuted: !on }); return null; });
  set(patch: Partial<SessionSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of [...this.listeners]) l();
  }
}

/** The sessions each tile made, by monitor id, oldest first (emptied before every test). */
export const sessions = new Map<number, FakeSession[]>();
/** The microphone reports made: meeting id and muted (emptied before every test). */
export const reported: [string, boolean][] = [];
export const latest = (id: number) => sessions.get(id)!.at(-1)!;

export function makeWall() {
  return new WallController((id) => new TileController({
    createSession: () => {
      const session = new FakeSession();
      sessions.set(id, [...(sessions.get(id) ?? []), session]);
      return session as unknown as VideoSession;
    },
    reportMic: async (meetingId, muted) => { reported.push([meetingId, muted]); },
    retryMs: 1_000,
  }));
}

export const monitors = [1, 2, 3].map((id) => ({ id, active: true }));

/** Fake timers and empty records around every test of the calling file. */
export function installWallFakes(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    sessions.clear();
    reported.length = 0;
  });
  afterEach(() => vi.useRealTimers());
}
