// GET /video_devices/picker: the live video overlay's device picker (live video spec, step 1). The
// picker rule is applied here, not by the caller's filters: free, in-service carts and tablets of
// the patient's division. Its users need AccessLiveVideo only, so each device carries the few
// fields the picker and the visit read, never the devices screen's network identifiers.
import type { components } from '@bedside/openapi/api';
import type { VideoDevice } from '../store/types.ts';
import { patientForCaller } from './device-access.ts';
import type { ApiHandlers } from './types.ts';
import { queryDevices } from './video-device-query.ts';

type PickerItem = components['schemas']['VideoDevicePickerItem'];

function pickerItem(device: VideoDevice): PickerItem {
  const metrics = device.state.metrics;
  const { tv, device: settings } = device.config;
  return {
    id: device.id,
    name: device.name,
    kind: device.kind,
    status: device.status,
    room: device.room,
    division: device.division,
    ptz_enabled: device.ptz_enabled,
    credentials_generated_at: device.credentials_generated_at,
    state: {
      kiosk_mode: device.state.kiosk_mode,
      ...(metrics ? { metrics: { wifi_signal_state: metrics.wifi_signal_state, wifi_signal_strength: metrics.wifi_signal_strength } } : {}),
    },
    config: { ...(tv ? { tv } : {}), ...(settings ? { device: settings } : {}) },
  };
}

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
      results: rows.slice((page - 1) * perPage, page * perPage).map(pickerItem),
      metadata: { count: rows.length, per_page: perPage, page },
    };
  },
};
