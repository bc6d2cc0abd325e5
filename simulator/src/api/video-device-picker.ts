// GET /video_devices/picker: the live video overlay's device picker (live video spec, step 1). The
// picker rule is applied here, not by the caller's filters: free, in-service carts and tablets of
// the patient's division. Its users need AccessLiveVideo only, so each device is a CallDevice:
// the few fields the picker and the visit read, never the devices screen's network identifiers.
import { patientForCaller } from './device-access.ts';
import type { ApiHandlers } from './types.ts';
import { toCallDevice } from './video-device-contract.ts';
import { videoDeviceCollection } from './video-devices.ts';

export const videoDevicePickerHandlers: ApiHandlers = {
  listVideoDevicePicker: (ctx) => {
    // A patient of another division answers 404, as a missing one.
    const patient = patientForCaller(ctx.auth, ctx.services, ctx.query.patient_id);
    const rows = videoDeviceCollection.query(ctx, {
      division_id: String(patient.division_id),
      filters: { kind: ['mobilecart', 'mobile3rdparty'], service_status: ['in_service'], in_use: false, name: ctx.query.name },
      order_by: { field: 'name', direction: 'asc' },
    });
    const page = videoDeviceCollection.page(rows, ctx.query.page, ctx.query.per_page);
    return { results: page.results.map(toCallDevice), metadata: page.metadata };
  },
};
