import { describe, expect, it, vi } from 'vitest';
import type { VideoSession } from '../../../lib/media/video-session';
import { MonitoringWatch } from './monitoring-watch';

function fakeSessions() {
  const made: { start: ReturnType<typeof vi.fn>; hangUp: ReturnType<typeof vi.fn> }[] = [];
  const create = () => {
    const session = { start: vi.fn(async () => undefined), hangUp: vi.fn(async () => undefined) };
    made.push(session);
    return session as unknown as VideoSession;
  };
  return { made, create };
}

describe('MonitoringWatch', () => {
  it('starts one session while on and hangs it up when switched off (paused, stopped, page left)', () => {
    const { made, create } = fakeSessions();
    const watch = new MonitoringWatch(create);
    const seen = vi.fn();
    watch.subscribe(seen);
    watch.set(true);
    watch.set(true);
    expect(made).toHaveLength(1);
    expect(made[0]!.start).toHaveBeenCalledOnce();
    expect(watch.current()).toBe(made[0]);
    watch.set(false);
    expect(made[0]!.hangUp).toHaveBeenCalledOnce();
    expect(watch.current()).toBeNull();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('makes a fresh session when switched on again (StrictMode re-runs the effect; resumed monitors)', () => {
    const { made, create } = fakeSessions();
    const watch = new MonitoringWatch(create);
    watch.set(true);
    watch.set(false);
    watch.set(true);
    expect(made).toHaveLength(2);
    expect(watch.current()).toBe(made[1]);
  });

  it('retries with a new session, and only while watching', () => {
    const { made, create } = fakeSessions();
    const watch = new MonitoringWatch(create);
    watch.retry();
    expect(made).toHaveLength(0);
    watch.set(true);
    watch.retry();
    expect(made).toHaveLength(2);
    expect(made[0]!.hangUp).toHaveBeenCalledOnce();
    expect(watch.current()).toBe(made[1]);
  });
});
