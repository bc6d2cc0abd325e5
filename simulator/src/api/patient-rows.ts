// Stored patients as the contract's Patient rows: room, division, Virtual Patient Status label and
// the status of the running monitor joined through maps built once per call (O(n) for a list).
import type { components } from '@bedside/openapi/api';
import type { Store } from '../store/store.ts';
import type { Patient, PatientMonitor } from '../store/types.ts';
import { isRunning } from './device-access.ts';

type PatientRow = components['schemas']['Patient'];

/** Each patient's running monitor (the newest when there are several). */
function runningMonitors(store: Store): Map<number, PatientMonitor> {
  const running = new Map<number, PatientMonitor>();
  for (const m of store.data.monitors) {
    const known = running.get(m.patient_id);
    if (isRunning(m) && (!known || known.id < m.id)) running.set(m.patient_id, m);
  }
  return running;
}

export function toPatientRows(store: Store, patients: readonly Patient[]): PatientRow[] {
  const running = runningMonitors(store);
  const statuses = new Map(store.data.dynamicFields.map((f) => [f.id, f]));
  return patients.map((p) => {
    const room = p.room_id === null ? undefined : store.roomsById.get(p.room_id);
    const division = store.divisionsById.get(p.division_id);
    if (!division) throw new Error(`patient ${p.id} has no division ${p.division_id}`);
    const status = p.patient_status_id === null ? undefined : statuses.get(p.patient_status_id);
    return {
      id: p.id,
      display_name: p.display_name,
      mrn: p.mrn,
      dob: p.dob,
      status: p.status,
      patient_status_id: p.patient_status_id,
      patient_status: status ? { id: status.id, label: status.label } : null,
      room: room ? { id: room.id, name: room.name } : null,
      division: { id: division.id, name: division.name },
      monitor_status: running.get(p.id)?.status ?? null,
      admitted_at: p.admitted_at,
      discharged_at: p.discharged_at,
      custom_fields: { ...p.custom_fields },
    };
  });
}
