// Video devices of every kind and status: one fixed camera per room, mobile carts and third-party
// carts per division, a training-video device, and a few decommissioned ones.
import { versions, wifiStates } from './catalog.ts';
import type { Rng } from './prng.ts';
import type { Division, Hospital, Room, VideoDevice } from './types.ts';
import { iso } from './clock.ts';

type Kind = VideoDevice['kind'];

// The dBm (negated) each Wi-Fi state is seeded within: the bands devices report by (the device
// emulator's signalState: excellent from -55, good from -67, fair from -75), kept 1 dBm inside
// them so the emulator's jitter never carries a strength across. A label never contradicts its dBm.
const wifiBands: Record<(typeof wifiStates)[number], [number, number]> = { excellent: [41, 54], good: [57, 66], fair: [69, 74], poor: [77, 85] };

function wifiSignal(rng: Rng) {
  const state = rng.pick(wifiStates);
  return { wifi_signal_state: state, wifi_signal_strength: -rng.int(...wifiBands[state]) };
}

export function seedDevices(
  rng: Rng,
  { rooms, divisions, hospitals, extraCarts }: { rooms: Room[]; divisions: Division[]; hospitals: Hospital[]; extraCarts: number },
): VideoDevice[] {
  const devices: VideoDevice[] = [];
  const add = (kind: Kind, division: Division, room: Room | null, name: string): VideoDevice => {
    const id = devices.length + 1;
    const roll = rng.next();
    const status = roll < 0.72 ? 'online' : roll < 0.92 ? 'offline' : 'error';
    const wifi = rng.chance(0.6);
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    const device: VideoDevice = {
      id,
      name,
      status,
      seeded_status: status,
      kind,
      service_status: rng.chance(0.93) ? 'in_service' : 'decommissioned',
      room: room ? { id: room.id, name: room.name } : null,
      version: rng.chance(0.95) ? rng.pick(versions) : null,
      state: {
        pending_software_update: rng.chance(0.1) ? '5.1.0' : null,
        frame_upload_interval: rng.pick([5, 10, 30]),
        kiosk_mode: kind === 'mobile3rdparty' ? false : rng.chance(0.5),
        metrics: {
          net_wlan_ip: wifi ? `10.${division.id}.${rng.int(0, 255)}.${rng.int(2, 254)}` : null,
          wifi_country_code: wifi ? 'US' : null,
          wifi_dfs_channels_disabled: wifi ? rng.chance(0.5) : null,
          wifi_frequency: wifi ? rng.pick([2437, 5180, 5745]) : null,
          ...(wifi ? wifiSignal(rng) : { wifi_signal_state: null, wifi_signal_strength: null }),
        },
      },
      state_updated_at: iso(-rng.int(0, 600)),
      ip_address: rng.chance(0.9) ? `10.${division.id}.${rng.int(0, 255)}.${rng.int(2, 254)}` : null,
      serial_number: `BSD-${kind.slice(0, 3).toUpperCase()}-${String(100_000 + id)}`,
      mac_address: rng.chance(0.95) ? ['02', hex(division.id), hex(id >> 16 & 255), hex(id >> 8 & 255), hex(id & 255), hex(rng.int(0, 255))].join(':') : null,
      description: rng.chance(0.3) ? `${name} near the nurses' station` : null,
      division: { id: division.id, name: division.name },
      hospital_id: division.hospital_id,
      hospital_name: hospitals.find((h) => h.id === division.hospital_id)?.name ?? '',
      config: {
        webrtc: { primary_camera: { video_encoder_profile_name: rng.pick(['baseline', 'main', 'high']) } },
        tv: { ir: { enabled: kind === 'fixed' && rng.chance(0.6), ld_input_action: `hdmi_${(id % 3) + 1}` } },
        device: { volume: 100 },
      },
      ptz_enabled: kind !== 'mobile3rdparty' && kind !== 'trainingvideo',
      credentials_generated_at: rng.chance(0.9) ? iso(-rng.int(1000, 100_000)) : null,
      frame_processing: rng.pick(['off', 'upload', 'upload_and_pipeline'] as const),
      network_interface: wifi ? 'wlan0' : 'eth0',
      wifi_frequency_band: wifi ? rng.pick(['2.4', '5']) : null,
      video_url: null,
      custom_fields: customFieldValues(id, kind),
    };
    devices.push(device);
    return device;
  };
  for (const room of rooms) {
    const division = divisions.find((d) => d.id === room.division_id);
    if (division) add('fixed', division, room, `Room ${room.name} Camera`);
  }
  for (const division of divisions) {
    for (let i = 1; i <= extraCarts; i += 1) {
      readyForPicker(add('mobilecart', division, null, `${division.name} Cart ${i}`), pickerSetups[`Cart ${i}`]);
      readyForPicker(add('mobile3rdparty', division, null, `${division.name} Tablet ${i}`), pickerSetups[`Tablet ${i}`]);
    }
    add('trainingvideo', division, null, `${division.name} Training Video`);
  }
  return devices;
}

// Carts and tablets 1 and 2 of every division are online, in service and free, with one of each
// kind of setup, so the overlay's device picker and settings always have something to show.
// Applied after the device's own random draws and drawing none, so every seeded value but these
// stays as it was.
type PickerSetup = Pick<VideoDevice, 'ptz_enabled'> & { kiosk: boolean; ir: boolean; credentials: boolean };
const pickerSetups: Record<string, PickerSetup> = {
  'Cart 1': { kiosk: true, ptz_enabled: true, ir: true, credentials: true },
  'Cart 2': { kiosk: false, ptz_enabled: true, ir: false, credentials: false },
  'Tablet 1': { kiosk: false, ptz_enabled: false, ir: true, credentials: true },
  'Tablet 2': { kiosk: true, ptz_enabled: false, ir: false, credentials: true },
};

function readyForPicker(device: VideoDevice, setup: PickerSetup | undefined): void {
  if (!setup) return;
  device.status = 'online';
  device.seeded_status = 'online';
  device.service_status = 'in_service';
  device.state.kiosk_mode = setup.kiosk;
  device.ptz_enabled = setup.ptz_enabled;
  device.config.tv = { ir: { enabled: setup.ir, ld_input_action: 'hdmi_2' } };
  device.credentials_generated_at = setup.credentials ? iso(-10_000 - device.id) : null;
}

// Custom field values come from the id, not the PRNG, so adding them left every other seeded value
// as it was. Carts have a colour; about a third of the devices have no asset tag (N/A).
function customFieldValues(id: number, kind: Kind): Record<string, string | null> {
  const colours = ['Blue', 'Grey', 'White'];
  return {
    asset_tag: id % 3 === 0 ? null : `AT-${String((id * 7919) % 100_000).padStart(5, '0')}`,
    cart_color: kind === 'mobilecart' ? (colours[id % colours.length] ?? null) : null,
  };
}
