// GET /video_devices/picker: the live video overlay's device picker (live video spec, step 1). The
// picker rule is applied here, not by the caller's filters: free, in-service carts and tablets of
// the patient's division. Its users need AccessLiveVideo only, so each device is a CallDevice:
// the few fields the picker and the visit read, never the devices screen's network identifiers.
import { patientForCaller } from './device-access.ts';
import type { ApiHandlers } from './types.ts';
import { toCallDevice } from './video-device-contract.ts';
import { queryDevices } from './video-device-query.ts';

export const videoDevicePickerHandlers: ApiHandlers = {
  listVideoDevicePicker: ({ auth, services, query }) => {
    // A patient of another division answers 404, as a missing one.
    const patient = patientForCaller(auth, services, query.patient_id);
    const perPage = query.per_page ?? 10;
    const page = query.page ?? 1;
    const rows = queryDevices({ auth, services }, {
      division_id: String(patient.division_id),
      filters: { kind: ['mobilecart', 'mobile3rdparty'], service_status: ['in_service'], in_use: false, name: query.name },
      order_by: { field: 'name', direction: 'asc' },
    });
    return {
      results: rows.slice((page - 1) * perPage, page * perPage).map(toCallDevice),
      metadata: { count: rows.length, per_page: perPage, page },
    };
  },
};
