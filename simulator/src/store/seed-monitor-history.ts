// The event log of every seeded monitor, consistent with its status: created; started unless
// pending or created; pauses, each resumed except a paused monitor's last; stopped. A "Monitoring
// paused" notification about a monitor is one of its pauses, at the notification's time, and a
// stopped monitor ends after every notification about it. Times are minutes from the seed epoch.
import { commonPauseReasons } from '@bedside/resources';
import { iso } from './clock.ts';
import type { Rng } from './prng.ts';
import type { MonitorEvent, PatientMonitor } from './types.ts';

/** When a monitor's life happened; `stopped` null while it runs. */
export interface MonitorLife { created: number; started: number | null; pauses: number[]; stopped: number | null }

/** `gap` minutes after `time`, but not after `limit` (now), and never before `time`. */
export const after = (time: number, gap: number, limit = -1) => Math.max(time, Math.min(time + gap, limit));

/**
 * Pauses of a started monitor: the given ones, else (always when it ends paused) sometimes one at
 * a random time of its run.
 */
export function plannedPauses(rng: Rng, started: number, end: number, given: readonly number[], endsPaused: boolean): number[] {
  if (given.length > 0 || !(endsPaused || rng.chance(0.5))) return [...given];
  return [started + rng.int(1, Math.max(1, Math.floor((end - started) * 0.8)))];
}

/** Writes the life as events (appended to `events`) and as the monitor's own fields. */
export function writeLife(rng: Rng, monitor: PatientMonitor, life: MonitorLife, events: MonitorEvent[]): void {
  const add = (kind: MonitorEvent['kind'], at: number, reason: string | null = null) => {
    events.push({ id: events.length + 1, patient_monitor_id: monitor.id, kind, reason, username: null, created_at: iso(Math.floor(at)) });
    return at;
  };
  let last = add('created', life.created);
  let reason: string | null = null;
  if (life.started !== null) {
    last = add('started', life.started);
    const endsPaused = monitor.status === 'paused' && life.stopped === null;
    life.pauses.forEach((pause, i) => {
      reason = rng.pick(commonPauseReasons);
      last = add('paused', pause, reason);
      const next = life.pauses[i + 1] ?? life.stopped ?? 0;
      if (endsPaused && i === life.pauses.length - 1) return;
      reason = null;
      last = add('resumed', pause + Math.max(0, Math.min(rng.int(5, 45), (next - pause) / 2)));
    });
  }
  if (life.stopped !== null) {
    last = add('stopped', life.stopped);
    monitor.status = 'stopped';
    reason = null;
  }
  monitor.created_at = iso(Math.floor(life.created));
  monitor.monitor_started_at = life.started === null ? null : iso(Math.floor(life.started));
  monitor.monitor_ended_at = life.stopped === null ? null : iso(Math.floor(life.stopped));
  monitor.pause_reason = reason;
  monitor.updated_at = iso(Math.floor(last));
}
