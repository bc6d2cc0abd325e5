// GET /patients/{id}: the patient with their monitors and the device of the running monitor, which
// the live video overlay uses to skip the device picker.
import { isRunning, patientForCaller } from './device-access.ts';
import type { ApiHandlers } from './types.ts';
import { toCallDevice } from './video-device-contract.ts';

export const patientHandlers: ApiHandlers = {
  getPatient: ({ auth, services, params }) => {
    const { store } = services;
    const patient = patientForCaller(auth, services, params.id);
    const room = patient.room_id === null ? null : store.roomsById.get(patient.room_id) ?? null;
    const division = store.divisionsById.get(patient.division_id);
    if (!division) throw new Error(`patient ${patient.id} has no division ${patient.division_id}`);
    const monitors = store.data.monitors.filter((m) => m.patient_id === patient.id);
    const running = monitors.find((m) => isRunning(m) && m.video_device_id !== null);
    const device = running?.video_device_id ? store.devicesById.get(running.video_device_id) : undefined;
    return {
      id: patient.id,
      display_name: patient.display_name,
      mrn: patient.mrn,
      dob: patient.dob,
      patient_status_id: patient.patient_status_id,
      room: room ? { id: room.id, name: room.name } : null,
      division: { id: division.id, name: division.name, meeting_preview_enabled: division.meeting_preview_enabled },
      patient_monitors: monitors.map((m) => ({
        id: m.id,
        status: m.status,
        video_device_id: m.video_device_id,
        room_name: (m.video_device_id ? store.devicesById.get(m.video_device_id)?.room?.name : null) ?? room?.name ?? null,
      })),
      // As a visit uses it: a reader of patients may not read the devices screen's identifiers.
      video_device: device ? toCallDevice(device) : null,
    };
  },
};
