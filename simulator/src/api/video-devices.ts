// Video devices on the generic collection: what is theirs alone. Rows join the devices' patient
// monitors; an edit may only move a device to a room of its own division; the filter dropdowns;
// the in_use, IP and MAC filters the API has beyond the table's; the derived create revision of
// seeded devices. Frame settings, commands and the picker are in their own files.
import { videoDevices } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { Collection } from '../resources/collection.ts';
import { applyCustomValues } from '../resources/custom-fields.ts';
import { matcher } from '../resources/filters.ts';
import type { ResourceSpec, Revision } from '../resources/spec.ts';
import type { VideoDevice } from '../store/types.ts';
import { inUse } from './device-access.ts';
import { toContractDevices } from './video-device-contract.ts';

// The create record is derived from the seeded device rather than stored for 10,000+ devices.
function seededCreate(device: VideoDevice): Revision {
  return {
    id: 0,
    action: 'create',
    audited_changes: { name: device.name, kind: device.kind, service_status: device.service_status, serial_number: device.serial_number },
    username: 'System',
    created_at: device.credentials_generated_at ?? '2026-01-01T00:00:00.000Z',
  };
}

export const videoDeviceSpec: ResourceSpec<'VideoDevice', 'VideoDevices', VideoDevice> = {
  descriptor: videoDevices,
  records: (store) => store.data.devices,
  byId: (store, id) => store.devicesById.get(id),
  toRows: ({ services }, devices) => toContractDevices(services.store, devices),
  update: ({ services }, device, input, edit) => {
    if (input.room_id !== undefined && input.room_id !== (device.room?.id ?? null)) {
      const room = input.room_id === null ? null : services.store.roomsById.get(input.room_id);
      if (room === undefined || (room && room.division_id !== device.division.id)) {
        const message = `room ${input.room_id} is not a room of ${device.division.name}`;
        throw badRequest('body.video_device.room_id', 'division', message, `Invalid video device: ${message}`);
      }
      // The revision shows room names, as a person reads them.
      edit.note('room', device.room?.name ?? null, room?.name ?? null);
      device.room = room ? { id: room.id, name: room.name } : null;
    }
    edit.set('name', input.name?.trim());
    edit.set('kind', input.kind);
    edit.set('service_status', input.service_status);
    edit.set('description', input.description === '' ? null : input.description);
    applyCustomValues(device.custom_fields ??= {}, input.custom_fields, edit);
  },
  dropdowns: {
    room: ({ services }, divisions) => services.store.data.rooms.filter((r) => divisions.has(r.division_id))
      .map((r) => ({ key: String(r.id), value: r.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    version: ({ services }, divisions) => {
      const versions = new Set<string>();
      for (const d of services.store.data.devices) if (d.version && divisions.has(d.division.id)) versions.add(d.version);
      return [...versions].sort().map((name) => ({ name }));
    },
  },
  serverFilters: {
    ip_address: (_ctx, value) => {
      const accepts = matcher('TEXT', value);
      return (row) => accepts(row.ip_address);
    },
    mac_address: (_ctx, value) => {
      const accepts = matcher('TEXT', value);
      return (row) => accepts(row.mac_address);
    },
    in_use: ({ services }, value) => {
      const monitors = services.store.monitorsByDevice();
      return (row) => inUse(monitors.get(row.id)) === value;
    },
  },
  seededCreate,
  auditRef: 'video_device_id',
  sample: (store, divisionId) => ({
    name: 'Contract Sample Cart',
    room_id: store.data.rooms.find((r) => r.division_id === divisionId)?.id ?? null,
    kind: 'mobilecart',
    service_status: 'in_service',
    description: 'written by the generated resource tests',
  }),
};

export const videoDeviceCollection = new Collection(videoDeviceSpec);
