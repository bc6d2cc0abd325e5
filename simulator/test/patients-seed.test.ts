// The seeded patients and monitors (issue 11 item 4) hold together: a device has at most one
// monitor that is not stopped, a discharged patient has no room, a discharged_at and no running
// monitor, MRNs are unique in a hospital, every monitor's event log ends in its status, and a
// "Monitoring paused" notification is one of its monitor's pauses. The large seed has 10,000+
// patients in Mercy General's four divisions.
import { describe, expect, it } from 'vitest';
import { Store } from '../src/store/store.ts';
import type { MonitorEvent } from '../src/store/types.ts';

const lastEventFor: Record<string, MonitorEvent['kind'][]> = {
  created: ['created'], pending: ['created'], active: ['started', 'resumed'], paused: ['paused'], stopped: ['stopped'],
};

describe.each(['demo', 'large'] as const)('the %s seed', (size) => {
  const { data } = new Store(1, size);
  const patients = new Map(data.patients.map((p) => [p.id, p]));

  it('keeps one running monitor per device, and none for a discharged patient', () => {
    const running = data.monitors.filter((m) => m.status !== 'stopped');
    const devices = running.map((m) => m.video_device_id).filter((id) => id !== null);
    expect(new Set(devices).size).toBe(devices.length);
    expect(running.filter((m) => patients.get(m.patient_id)?.status !== 'active')).toEqual([]);
    expect(new Set(data.monitors.map((m) => m.status))).toEqual(new Set(['active', 'paused', 'pending', 'stopped', 'created']));
  });

  it('admits every patient before their monitors, and discharges without a room', () => {
    for (const p of data.patients) {
      if (p.status === 'discharged') expect([p.room_id, typeof p.discharged_at]).toEqual([null, 'string']);
      else expect(p.discharged_at).toBeNull();
    }
    const firstEvent = new Map<number, string>();
    for (const e of data.monitorEvents) if (!firstEvent.has(e.patient_monitor_id)) firstEvent.set(e.patient_monitor_id, e.created_at);
    const early = data.monitors.filter((m) => (patients.get(m.patient_id)?.admitted_at ?? '') > (firstEvent.get(m.id) ?? ''));
    expect(early).toEqual([]);
  });

  it('has unique MRNs in each hospital', () => {
    const keys = data.patients.map((p) => `${data.divisions.find((d) => d.id === p.division_id)?.hospital_id}:${p.mrn}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every monitor a time-ordered event log ending in its status', () => {
    const logs = new Map<number, MonitorEvent[]>();
    for (const e of data.monitorEvents) logs.set(e.patient_monitor_id, [...(logs.get(e.patient_monitor_id) ?? []), e]);
    const wrong = data.monitors.filter((m) => {
      const log = logs.get(m.id) ?? [];
      const times = log.map((e) => e.created_at);
      const last = log.at(-1);
      return log[0]?.kind !== 'created' || times.join() !== [...times].sort().join() || !last || !lastEventFor[m.status]?.includes(last.kind)
        || m.updated_at !== last.created_at || (m.status === 'paused') !== (m.pause_reason !== null) || (m.status === 'paused' && last.reason !== m.pause_reason);
    });
    expect(wrong).toEqual([]);
  });

  it.runIf(size === 'demo')('makes each "Monitoring paused" notification one of its monitor\'s pauses', () => {
    const pauses = data.notifications.filter((n) => n.message.startsWith('Monitoring paused'));
    expect(pauses.length).toBeGreaterThan(0);
    for (const n of pauses) {
      expect(data.monitorEvents).toContainEqual(expect.objectContaining({ patient_monitor_id: n.related_to?.patient_monitor_id, kind: 'paused', created_at: n.created_at }));
    }
  });

  it('notifies a user of virtual requests only of the types they hold (shell §6)', () => {
    const kinds: Record<string, string> = { 'Virtual nursing': 'virtual_nursing', Translation: 'translation', 'Security check': 'security', 'eICU consult': 'eicu' };
    const users = new Map(data.users.map((u) => [u.id, u]));
    const requests = data.notifications.flatMap((n) => {
      const kind = Object.entries(kinds).find(([start]) => n.message.startsWith(start))?.[1];
      return kind ? [{ kind, held: users.get(n.user_id)!.virtual_request_types as string[] }] : [];
    });
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((r) => !r.held.includes(r.kind))).toEqual([]);
  });

  it.runIf(size === 'large')('has 10,000+ patients in Mercy General\'s four divisions', () => {
    expect(data.patients.filter((p) => data.divisions.find((d) => d.id === p.division_id)?.hospital_id === 1).length).toBeGreaterThanOrEqual(10_000);
  });
});
