// GET /search: up to 10 hits per group with the group's total, within the divisions asked for and
// only for the kinds of record the user may view.
import type { components } from '@bedside/openapi/api';
import type { AuthContext } from '../auth/context.ts';
import type { Store } from '../store/store.ts';
import type { ApiHandlers } from './types.ts';

type Group = components['schemas']['SearchGroup'];
type Item = Group['items'][number];
const LIMIT = 10;

function group(groupId: Group['groupId'], groupName: string, matches: Item[]): Group {
  return { groupId, groupName, total: matches.length, items: matches.slice(0, LIMIT) };
}

function searchAll(store: Store, auth: AuthContext, q: string, divisionIds: Set<number>): Group[] {
  const text = q.trim().toLowerCase();
  const has = (...values: (string | null | undefined)[]) => values.some((v) => v?.toLowerCase().includes(text));
  const data = store.data;
  const patientsById = new Map(data.patients.map((p) => [p.id, p]));
  const groups: Group[] = [];
  if (auth.can('View', 'Patient')) {
    groups.push(group('patients', 'Patients', data.patients.filter((p) => divisionIds.has(p.division_id) && has(p.display_name, p.mrn)).map((p) => {
      const division = store.divisionsById.get(p.division_id);
      const room = p.room_id ? store.roomsById.get(p.room_id) : undefined;
      return {
        id: p.id, division_id: p.division_id, display_name: p.display_name, mrn: p.mrn, dob: p.dob,
        room: room ? { name: room.name } : null, status: p.status,
        division_color: division?.color ?? 'blue', division_name: division?.name ?? '',
      };
    })));
  }
  if (auth.can('View', 'Room')) {
    const occupant = new Map(data.patients.filter((p) => p.room_id && p.status === 'active').map((p) => [p.room_id, p.display_name]));
    groups.push(group('rooms', 'Rooms', data.rooms.filter((r) => divisionIds.has(r.division_id) && has(r.name))
      .map((r) => ({ id: r.id, name: r.name, patient_name: occupant.get(r.id) ?? null }))));
  }
  if (auth.can('View', 'PatientMonitor')) {
    groups.push(group('monitoring_sessions', 'Monitoring Sessions', data.monitors.flatMap((m) => {
      const patient = patientsById.get(m.patient_id);
      if (!patient || !divisionIds.has(m.division_id) || !has(patient.display_name, patient.mrn)) return [];
      return [{ id: m.id, display_name: patient.display_name, mrn: patient.mrn, status: m.status, monitor_started_at: m.monitor_started_at, monitor_ended_at: m.monitor_ended_at, updated_at: m.updated_at }];
    })));
  }
  if (auth.can('View', 'Unit')) {
    groups.push(group('units', 'Units', data.units.filter((u) => divisionIds.has(u.division_id) && has(u.name)).map((u) => ({ id: u.id, name: u.name }))));
  }
  if (auth.can('View', 'Group')) {
    groups.push(group('groups', 'Groups', data.groups.filter((g) => divisionIds.has(g.division_id) && has(g.name)).map((g) => ({ id: g.id, name: g.name }))));
  }
  if (auth.can('View', 'VideoDevice')) {
    groups.push(group('video_devices', 'Video Devices', data.devices.filter((d) => divisionIds.has(d.division.id) && has(d.name, d.serial_number))
      .map((d) => ({ id: d.id, name: d.name, status: d.status }))));
  }
  return groups;
}

export const searchHandlers: ApiHandlers = {
  search: ({ auth, services, query }) => ({
    groups: searchAll(services.store, auth, query.q, new Set(auth.divisions(query.division_id))),
  }),
};
