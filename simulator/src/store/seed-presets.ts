// PTZ presets of the demo hospital: Cart 1 of each division has three, Cart 2 has six (one more
// may be added before the limit of seven), and every fourth fixed camera has two.
import type { PtzPreset, VideoDevice } from './types.ts';

const names = ['Bed', 'Door', 'Window', 'Chair', 'Sink', 'Hallway'];

function presetCount(device: VideoDevice): number {
  if (!device.ptz_enabled) return 0;
  if (device.kind === 'mobilecart' && device.name.endsWith(' Cart 1')) return 3;
  if (device.kind === 'mobilecart' && device.name.endsWith(' Cart 2')) return 6;
  return device.kind === 'fixed' && device.id % 4 === 1 ? 2 : 0;
}

export function seedPtzPresets(devices: VideoDevice[]): PtzPreset[] {
  const presets: PtzPreset[] = [];
  for (const device of devices) {
    const count = presetCount(device);
    for (let index = 0; index < count; index += 1) {
      presets.push({ id: presets.length + 1, name: names[index] ?? `Preset ${index + 1}`, video_device_id: device.id, preset_index: index });
    }
  }
  return presets;
}
