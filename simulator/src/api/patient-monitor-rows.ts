// Stored monitors as the contract's PatientMonitor rows: patient, device, the device's room and the
// division joined through maps built once per call (O(n) for a list).
import type { components } from '@bedside/openapi/api';
import type { Store } from '../store/store.ts';
import type { PatientMonitor, Unit } from '../store/types.ts';

type MonitorRow = components['schemas']['PatientMonitor'];

export function toMonitorRows(store: Store, monitors: readonly PatientMonitor[]): MonitorRow[] {
  const wanted = new Set(monitors.map((m) => m.patient_id));
  const patients = new Map(store.data.patients.filter((p) => wanted.has(p.id)).map((p) => [p.id, p]));
  const units = new Map(store.data.units.map((u) => [u.id, u]));
  return monitors.map((m) => {
    const patient = patients.get(m.patient_id);
    const division = store.divisionsById.get(m.division_id);
    if (!patient || !division) throw new Error(`monitor ${m.id} has no patient ${m.patient_id} or division ${m.division_id}`);
    const device = m.video_device_id === null ? undefined : store.devicesById.get(m.video_device_id);
    return {
      id: m.id,
      status: m.status,
      patient: { id: patient.id, display_name: patient.display_name, mrn: patient.mrn },
      room: device?.room ? roomOf(store, units, device.room.id, device.room.name) : null,
      video_device: device ? { id: device.id, name: device.name } : null,
      division: { id: division.id, name: division.name },
      monitor_started_at: m.monitor_started_at,
      monitor_ended_at: m.monitor_ended_at,
      pause_reason: m.pause_reason,
      updated_at: m.updated_at,
    };
  });
}

/** A monitor's room as its row shows it: with its unit (the Nursing Station's) and its alerts. */
function roomOf(store: Store, units: ReadonlyMap<number, Unit>, id: number, name: string) {
  const room = store.roomsById.get(id);
  const unit = room ? units.get(room.unit_id) : undefined;
  return { id, name, unit: { id: unit?.id ?? 0, name: unit?.name ?? 'N/A' }, alerts: room?.alerts ?? [] };
}
