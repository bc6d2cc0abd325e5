// TV infrared and the two reboots, with the toasts of spec section 8.
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api/api-error';
import { useRebootDevice } from '../api/reboot-device';
import { useRebootPtz } from '../api/reboot-ptz';
import { useSendTvIrCommand } from '../api/send-tv-ir-command';
import { notify } from '../utils/call-toasts';
import { rebootTexts, TV_NO_DEVICE, tvFailed, type TvCommand } from '../utils/command-rules';

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useDeviceCommands(deviceId: number | null, patientMonitorId: number | null) {
  const tv = useSendTvIrCommand();
  const rebootDevice = useRebootDevice();
  const rebootPtz = useRebootPtz();

  const sendTv = useCallback((command: TvCommand) => {
    if (deviceId === null) return notify(TV_NO_DEVICE, 'danger');
    tv.mutate({ deviceId, irAction: command.irAction }, {
      onSuccess: () => notify(command.sent, 'success'),
      onError: (error) => notify(notFound(error) ? TV_NO_DEVICE : tvFailed(command), 'danger'),
    });
  }, [deviceId, tv]);

  const reboot = useCallback((what: 'device' | 'ptz') => {
    const texts = rebootTexts[what];
    if (patientMonitorId === null) return notify(texts.noMonitor, 'danger');
    (what === 'device' ? rebootDevice : rebootPtz).mutate(patientMonitorId, {
      onSuccess: () => notify(texts.sent, 'success'),
      onError: (error) => notify(notFound(error) ? texts.noMonitor : texts.failed, 'danger'),
    });
  }, [patientMonitorId, rebootDevice, rebootPtz]);

  return { sendTv, reboot, busy: tv.isPending || rebootDevice.isPending || rebootPtz.isPending };
}
