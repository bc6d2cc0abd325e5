// A fresh hospital's Nurse Call page is not empty: calls of the past day from rooms with a running
// monitor, each with the virtual nursing request it raised (source nurse_call), settled every way
// a call ends: accepted after a wait, dismissed, denied, and one nobody answered. Seeded requests
// notify nobody: they are history.
import { nurseCallPriority } from '@bedside/resources';
import { iso } from './clock.ts';
import type { Patient, PatientMonitor, Room, StoredNurseCall, StoredVirtualRequest, StoredVirtualRequestType, User } from './types.ts';

type Seeded = Pick<StoredNurseCall, 'call_type'> & { status: StoredVirtualRequest['status']; acceptedBy?: string; responseSec?: number };

// Repeated in turn; newest last, every call 40 minutes after the one before (48 over the last 32 hours).
const COUNT = 48;
const history: readonly Seeded[] = [
  { call_type: 'patient_call', status: 'accepted', acceptedBy: 'virtual-nurse', responseSec: 48 },
  { call_type: 'bath_call', status: 'accepted', acceptedBy: 'virtual-nurse-colleague', responseSec: 35 },
  { call_type: 'bed_exit', status: 'accepted', acceptedBy: 'virtual-nurse', responseSec: 22 },
  { call_type: 'patient_call', status: 'dismissed' },
  { call_type: 'staff_assist', status: 'accepted', acceptedBy: 'virtual-nurse-colleague', responseSec: 15 },
  { call_type: 'patient_call', status: 'open' },
  { call_type: 'code_blue', status: 'accepted', acceptedBy: 'virtual-nurse', responseSec: 9 },
  { call_type: 'bath_call', status: 'denied' },
  { call_type: 'patient_call', status: 'accepted', acceptedBy: 'virtual-nurse', responseSec: 131 },
];

export interface SeedNurseCallsInput {
  patients: readonly Patient[];
  monitors: readonly PatientMonitor[];
  rooms: readonly Room[];
  users: readonly User[];
  types: readonly StoredVirtualRequestType[];
  /** the organisation of each division */
  organizationOf: (divisionId: number) => string | undefined;
  /** the seeded virtual requests, which the calls' requests follow */
  requests: readonly StoredVirtualRequest[];
}

export function seedNurseCalls({ patients, monitors, rooms, users, types, organizationOf, requests }: SeedNurseCallsInput): { calls: StoredNurseCall[]; requests: StoredVirtualRequest[] } {
  const calls: StoredNurseCall[] = [];
  const raised: StoredVirtualRequest[] = [];
  const monitored = monitors.filter((m) => m.status !== 'stopped').flatMap((monitor) => {
    const patient = patients.find((p) => p.id === monitor.patient_id && p.status === 'active');
    const room = rooms.find((r) => r.id === patient?.room_id);
    return patient && room ? [{ monitor, patient, room }] : [];
  });
  // Mercy General's divisions in turn, a different room of each every time round, and one call at St. Elsewhere.
  const elsewhere = monitored.find(({ patient }) => organizationOf(patient.division_id) !== organizationOf(1));
  const mercy = [1, 2, 3, 4].map((division) => monitored.filter(({ patient }) => patient.division_id === division));
  const picks = [
    ...Array.from({ length: COUNT }, (_, i) => ({ ...history[i % history.length]!, at: mercy[i % 4]![Math.floor(i / 4) % mercy[i % 4]!.length] })),
    { call_type: 'patient_call' as const, status: 'open' as const, at: elsewhere },
  ];
  let requestId = Math.max(0, ...requests.map((r) => r.id));
  picks.forEach(({ call_type, status, acceptedBy, responseSec, at }, i) => {
    const type = at && types.find((t) => t.kind === 'virtual_nursing' && t.organization_id === organizationOf(at.patient.division_id));
    if (!at || !type) return;
    const created = iso(-40 * (picks.length - i) - 30);
    const accepted = responseSec === undefined ? undefined : new Date(Date.parse(created) + responseSec * 1000).toISOString();
    const priority = nurseCallPriority[call_type];
    requestId += 1;
    raised.push({
      id: requestId, virtual_request_type_id: type.id, priority, status, patient_id: at.patient.id, room_name: at.room.name, division_id: at.patient.division_id,
      assignee_user_id: users.find((u) => u.persona === acceptedBy)?.id ?? null, source: 'nurse_call', notified_user_ids: [], received_by: [], dismissed_by: [],
      created_at: created, updated_at: accepted ?? created, ...(accepted ? { accepted_at: accepted } : {}),
    });
    calls.push({
      id: calls.length + 1, division_id: at.patient.division_id, room_id: at.room.id, room_name: at.room.name, patient_id: at.patient.id, monitor_id: at.monitor.id,
      call_type, priority, virtual_request_id: requestId, raised_by_user_id: null, created_at: created,
    });
  });
  return { calls, requests: raised };
}
