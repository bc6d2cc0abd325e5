// GET /patients/{id}: the patient with their monitors and the device of the running monitor, which
// the live video overlay uses to skip the device picker.
import { isRunning, patientForCaller } from './device-access.ts';
import { toPatientRows } from './patient-rows.ts';
import type { ApiHandlers } from './types.ts';
import { toCallDevice } from './video-device-contract.ts';

export const patientHandlers: ApiHandlers = {
  getPatient: ({ auth, services, params }) => {
    const { store } = services;
    const patient = patientForCaller(auth, services, params.id);
    const [row] = toPatientRows(store, [patient]);
    const division = store.divisionsById.get(patient.division_id);
    if (!row || !division) throw new Error(`patient ${patient.id} has no division ${patient.division_id}`);
    const monitors = store.data.monitors.filter((m) => m.patient_id === patient.id);
    const running = monitors.find((m) => isRunning(m) && m.video_device_id !== null);
    const device = running?.video_device_id ? store.devicesById.get(running.video_device_id) : undefined;
    return {
      ...row,
      division: { id: division.id, name: division.name, meeting_preview_enabled: division.meeting_preview_enabled },
      patient_monitors: monitors.map((m) => ({
        id: m.id,
        status: m.status,
        video_device_id: m.video_device_id,
        room_name: (m.video_device_id ? store.devicesById.get(m.video_device_id)?.room?.name : null) ?? row.room?.name ?? null,
      })),
      // As a visit uses it: a reader of patients may not read the devices screen's identifiers.
      video_device: device ? toCallDevice(device) : null,
    };
  },
};
