// Each video device's status changes, as the simulator saw them (Devices Uptime). Observation of a
// device starts with a first entry without a previous status (when the store is reset, or, for a
// device waiting for its emulator, at its first report), so time before it is never counted as up
// or down: a simulator starting up is not an outage of every device. Entries older than the longest
// window are dropped, but each device keeps its newest one: the status at a window's start stays known.
import type { VideoDevice } from './types.ts';

type DeviceStatus = VideoDevice['status'];

export interface DeviceStatusChange {
  video_device_id: number;
  status: DeviceStatus;
  /** null: the first entry, where observation of the device starts */
  previous_status: DeviceStatus | null;
  /** ms since the epoch */
  at: number;
}

/** The longest uptime window (7 days) and a day's margin. */
const KEEP_MS = 8 * 24 * 3_600_000;

export class DeviceStatusHistory {
  private changes: DeviceStatusChange[] = [];
  private observed = new Set<number>();
  private oldestKept = Number.POSITIVE_INFINITY;

  /** Observation starts now for these devices, in their current status; the others' at their first report. */
  start(devices: readonly { id: number; status: DeviceStatus }[], at = Date.now()): void {
    this.changes = devices.map((d) => ({ video_device_id: d.id, status: d.status, previous_status: null, at }));
    this.observed = new Set(devices.map((d) => d.id));
    this.oldestKept = at;
  }

  record(deviceId: number, previous: DeviceStatus, status: DeviceStatus, at = Date.now()): void {
    const first = !this.observed.has(deviceId);
    this.observed.add(deviceId);
    this.changes.push({ video_device_id: deviceId, status, previous_status: first ? null : previous, at });
    if (at - this.oldestKept > KEEP_MS) this.prune(at);
  }

  /** Each device's entries, oldest first. */
  byDevice(): Map<number, DeviceStatusChange[]> {
    const map = new Map<number, DeviceStatusChange[]>();
    for (const change of this.changes) {
      const list = map.get(change.video_device_id);
      if (list) list.push(change);
      else map.set(change.video_device_id, [change]);
    }
    return map;
  }

  private prune(now: number): void {
    const cutoff = now - KEEP_MS;
    const newest = new Map<number, DeviceStatusChange>();
    for (const change of this.changes) newest.set(change.video_device_id, change);
    this.changes = this.changes.filter((c) => c.at >= cutoff || newest.get(c.video_device_id) === c);
    this.oldestKept = this.changes.reduce((min, c) => Math.min(min, c.at), now);
  }
}

export interface Uptime {
  uptime_percent: number | null;
  outages: number;
  last_change_at: string | null;
  observed_since: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A device's uptime over [now - windowMs, now] from its entries (oldest first): the share of the
 * observed part it was online, and how often it went from online to offline or error there.
 */
export function uptimeOf(entries: readonly DeviceStatusChange[], windowMs: number, now = Date.now()): Uptime {
  if (!entries.length) return { uptime_percent: null, outages: 0, last_change_at: null, observed_since: null };
  const windowStart = now - windowMs;
  const before = entries.filter((e) => e.at <= windowStart).at(-1);
  const first = entries[0]!;
  let since = before ? windowStart : first.at;
  let status: DeviceStatus = before?.status ?? first.status;
  const observedSince = since;
  let online = 0;
  let outages = 0;
  for (const entry of entries) {
    if (entry.at <= since) continue;
    if (status === 'online') online += entry.at - since;
    if (status === 'online' && entry.status !== 'online') outages += 1;
    status = entry.status;
    since = entry.at;
  }
  if (status === 'online') online += now - since;
  const observed = now - observedSince;
  const lastChange = entries.findLast((e) => e.previous_status !== null);
  return {
    uptime_percent: observed > 0 ? round2((online / observed) * 100) : status === 'online' ? 100 : 0,
    outages,
    last_change_at: lastChange ? new Date(lastChange.at).toISOString() : null,
    observed_since: new Date(observedSince).toISOString(),
  };
}
