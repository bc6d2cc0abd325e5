// The volume slider's state: steps go to the device one at a time and the slider settles on the
// level the device acknowledged (lib/media/acked-setting). Each answer refreshes what the app
// knows of the device (its stored volume).
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { AckedSetting } from '../../../lib/media/acked-setting';
import { videoDeviceQueryKey } from '../../../lib/devices/get-video-device';
import { setDeviceVolume } from '../api/set-device-volume';

export function useDeviceVolume(deviceId: number, initial: number) {
  const queryClient = useQueryClient();
  // One setting for the slider's life (the slider is keyed by device).
  const [setting] = useState(() => new AckedSetting(initial, async (volume) => {
    const device = await setDeviceVolume(deviceId, volume);
    void queryClient.invalidateQueries({ queryKey: videoDeviceQueryKey(deviceId) });
    return device.config.device?.volume ?? volume;
  }));
  const { shown } = useSyncExternalStore(setting.subscribe, setting.getSnapshot);
  return { shown, set: (volume: number) => setting.set(volume) };
}
