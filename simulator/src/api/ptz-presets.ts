// /ptz_presets: saved camera positions of a device, in device slots from 0. A device holds at most
// seven: adding is allowed while it has six or fewer (live video spec, section 5).
import { ApiError, badRequest } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Services } from '../services.ts';
import type { PtzPreset } from '../store/types.ts';
import { deviceForCaller, ptzNotEnabled } from './device-access.ts';
import type { ApiHandlers } from './types.ts';

const MAX_PRESETS = 7;

function requireFlag(auth: AuthContext, services: Services): void {
  if (!services.store.enabledFlagsOf(auth.user).includes('ptz_presets')) throw new ApiError(403, 'PTZ presets are not enabled for you (feature flag ptz_presets)', 'feature_disabled');
}

/** A preset of a device the caller cannot see answers as a missing preset (device-access.ts). */
function presetForCaller(auth: AuthContext, services: Services, id: number): PtzPreset {
  requireFlag(auth, services);
  const preset = services.store.data.ptzPresets.find((p) => p.id === id);
  const device = preset && services.store.devicesById.get(preset.video_device_id);
  if (!preset || !device || !auth.user.division_ids.includes(device.division.id)) throw new ApiError(404, `PTZ preset ${id} not found`, 'not_found');
  return preset;
}

const presetsOf = (services: Services, deviceId: number) =>
  services.store.data.ptzPresets.filter((p) => p.video_device_id === deviceId).sort((a, b) => a.preset_index - b.preset_index);

/**
 * A device's presets are told apart by name (Go to preset Bed view): a second preset of the same
 * name, in any case, is a 400 naming the field (new-user QA added "Bed view" twice).
 */
function checkNameFree(presets: readonly PtzPreset[], name: string, except?: PtzPreset): void {
  if (presets.some((p) => p !== except && p.name.toLowerCase() === name.toLowerCase())) {
    throw badRequest('body.ptz_preset.name', 'unique', `This device already has a preset named ${name}`);
  }
}

export const ptzPresetHandlers: ApiHandlers = {
  listPtzPresetsForDevice: ({ auth, services, params }) => {
    requireFlag(auth, services);
    const device = deviceForCaller(auth, services, params.id);
    return presetsOf(services, device.id);
  },
  createPtzPreset: ({ auth, services, body }) => {
    requireFlag(auth, services);
    // The contract's PresetName pattern requires a non-space character, so the trimmed name has one.
    const name = body.ptz_preset.name.trim();
    const device = deviceForCaller(auth, services, body.ptz_preset.video_device_id);
    if (!device.ptz_enabled) throw ptzNotEnabled(device);
    const existing = presetsOf(services, device.id);
    if (existing.length >= MAX_PRESETS) {
      throw new ApiError(422, `Video device ${device.name} already has ${MAX_PRESETS} presets, the most it can hold; delete one first`, 'preset_limit');
    }
    checkNameFree(existing, name);
    const used = new Set(existing.map((p) => p.preset_index));
    let index = 0;
    while (used.has(index)) index += 1;
    const preset: PtzPreset = { id: services.store.nextId('ptzPresets'), name, video_device_id: device.id, preset_index: index };
    services.store.data.ptzPresets.push(preset);
    return preset;
  },
  updatePtzPreset: ({ auth, services, params, body }) => {
    const preset = presetForCaller(auth, services, params.id);
    const name = body.ptz_preset.name.trim();
    checkNameFree(presetsOf(services, preset.video_device_id), name, preset);
    preset.name = name;
    return preset;
  },
  deletePtzPreset: ({ auth, services, params }) => {
    const preset = presetForCaller(auth, services, params.id);
    services.store.data.ptzPresets = services.store.data.ptzPresets.filter((p) => p !== preset);
    return undefined;
  },
};
