// PTZ presets of the call's device (spec sections 4, 5 and 9): the server keeps names and slots,
// the device keeps positions. Adding saves a slot on the server, then the camera's current
// position in that slot on the device; a slot the device could not store is given back.
import { useCallback } from 'react';
import { canAddPreset, NO_VIDEO_DEVICE_TEXT, renameIntent, validatePresetName } from '../../../lib/media/ptz-presets';
import { useCreatePtzPreset } from '../api/create-ptz-preset';
import { useDeletePtzPreset } from '../api/delete-ptz-preset';
import { usePtzPresets, type PtzPreset } from '../api/list-ptz-presets';
import { useUpdatePtzPreset } from '../api/update-ptz-preset';
import { notifyPreset } from '../utils/call-toasts';
import type { PtzSend } from './use-ptz';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A preset change on the server, toasted: the success text, or the server's reason. */
async function toastOutcome(change: () => Promise<unknown>, success: string): Promise<void> {
  try {
    await change();
    notifyPreset(success, 'success');
  } catch (error) {
    notifyPreset(message(error), 'danger');
  }
}

export function usePresets(deviceId: number | null, send: PtzSend) {
  const list = usePtzPresets(deviceId);
  const create = useCreatePtzPreset(deviceId ?? 0);
  const update = useUpdatePtzPreset(deviceId ?? 0);
  const remove = useDeletePtzPreset(deviceId ?? 0);
  const presets = list.data ?? [];

  /** Resolves true when the preset was saved (the form then clears). */
  const add = useCallback(async (name: string): Promise<boolean> => {
    if (deviceId === null) {
      notifyPreset(NO_VIDEO_DEVICE_TEXT, 'danger');
      return false;
    }
    if (validatePresetName(name)) return false;
    try {
      const preset = await create.mutateAsync(name.trim());
      const ack = await send({ type: 'preset_save', preset_index: preset.preset_index });
      if (!ack) {
        await remove.mutateAsync(preset.id).catch(() => undefined);
        notifyPreset('The camera could not save the preset', 'danger');
        return false;
      }
      notifyPreset(`Preset ${preset.name} saved`, 'success');
      return true;
    } catch (error) {
      notifyPreset(message(error), 'danger');
      return false;
    }
  }, [deviceId, create, remove, send]);

  const recall = useCallback(async (preset: PtzPreset) => {
    const ack = await send({ type: 'preset_recall', preset_index: preset.preset_index });
    if (!ack) notifyPreset(`The camera could not move to ${preset.name}`, 'danger');
  }, [send]);

  /** An empty name cancels the rename (spec section 5). */
  const rename = useCallback(async (preset: PtzPreset, name: string) => {
    const intent = renameIntent(name);
    if (intent.action !== 'rename' || intent.name === preset.name) return;
    await toastOutcome(() => update.mutateAsync({ id: preset.id, name: intent.name }), `Preset renamed to ${intent.name}`);
  }, [update]);

  const del = useCallback(
    (preset: PtzPreset) => toastOutcome(() => remove.mutateAsync(preset.id), `Preset ${preset.name} deleted`),
    [remove],
  );

  return {
    presets,
    loading: list.isPending && deviceId !== null,
    failed: list.isError,
    canAdd: canAddPreset(presets.length),
    busy: create.isPending,
    add, recall, rename, remove: del,
  };
}
