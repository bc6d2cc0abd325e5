import { describe, expect, it } from 'vitest';
import { entryHref, flattenEntries, sessionSince, toResultGroups, type MonitoringSessionHit, type SearchGroup } from './search-results';

const patient = {
  id: 7, division_id: 2, display_name: 'Maria Santos', mrn: 'MRN4821937', dob: null, room: { name: '204' },
  status: 'active', division_color: 'blue', division_name: 'South Tower',
} as const;

function named(count: number, from = 1) {
  return Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Unit ${from + i}` }));
}

describe('toResultGroups', () => {
  it('orders groups as patients, rooms, monitoring sessions, units, groups, devices and drops empty ones', () => {
    const groups: SearchGroup[] = [
      { groupId: 'video_devices', groupName: 'Video Devices', total: 1, items: [{ id: 3, name: 'Cart 3', status: 'online' }] },
      { groupId: 'units', groupName: 'Units', total: 0, items: [] },
      { groupId: 'patients', groupName: 'Patients', total: 1, items: [patient] },
      { groupId: 'groups', groupName: 'Groups', total: 2, items: named(2) },
    ];
    const result = toResultGroups(groups);
    expect(result.map((g) => g.groupId)).toEqual(['patients', 'groups', 'video_devices']);
    expect(flattenEntries(result).map((e) => `${e.groupId}:${e.item.id}`)).toEqual(['patients:7', 'groups:1', 'groups:2', 'video_devices:3']);
  });

  it('marks a group above limit only when its total is greater than 10', () => {
    const [ten] = toResultGroups([{ groupId: 'units', groupName: 'Units', total: 10, items: named(10) }]);
    const [eleven] = toResultGroups([{ groupId: 'units', groupName: 'Units', total: 11, items: named(10) }]);
    expect(ten!.aboveLimit).toBe(false);
    expect(eleven!.aboveLimit).toBe(true);
    expect(eleven!.entries).toHaveLength(10);
  });
});

describe('sessionSince', () => {
  const hit = (status: MonitoringSessionHit['status']): MonitoringSessionHit => ({
    id: 1, display_name: 'Maria Santos', mrn: 'MRN1', status,
    monitor_started_at: '2026-01-01T10:00:00Z', monitor_ended_at: '2026-01-02T10:00:00Z', updated_at: '2026-01-03T10:00:00Z',
  });

  it('uses the start for active, the end for stopped and the last update otherwise', () => {
    expect(sessionSince(hit('active'))).toBe('2026-01-01T10:00:00Z');
    expect(sessionSince(hit('stopped'))).toBe('2026-01-02T10:00:00Z');
    for (const status of ['paused', 'created', 'pending'] as const) expect(sessionSince(hit(status))).toBe('2026-01-03T10:00:00Z');
  });
});

describe('entryHref', () => {
  it('links each kind to its page with the division in the query', () => {
    expect(entryHref({ groupId: 'patients', item: patient }, '1')).toBe('/patients/7/overview?division_id=2');
    expect(entryHref({ groupId: 'rooms', item: { id: 4, name: '204', patient_name: null } }, '1')).toBe('/hospital/rooms/4/edit?division_id=1');
    const session = { id: 9, display_name: 'M', mrn: 'X', status: 'active', monitor_started_at: null, monitor_ended_at: null, updated_at: '2026-01-01T00:00:00Z' } as const;
    expect(entryHref({ groupId: 'monitoring_sessions', item: session }, '2')).toBe('/patient-monitors/9/monitoring?division_id=2');
    expect(entryHref({ groupId: 'units', item: { id: 5, name: 'ICU' } }, '*')).toBe('/hospital/units/5/view?division_id=*');
    expect(entryHref({ groupId: 'groups', item: { id: 6, name: 'Night' } }, '1')).toBe('/user-management/groups/6/view?division_id=1');
    expect(entryHref({ groupId: 'video_devices', item: { id: 8, name: 'Cart' } }, '1')).toBe('/hospital/video_devices/8/view?division_id=1');
  });
});
