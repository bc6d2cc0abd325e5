// TV infrared and the two reboots, with the toasts of spec section 8.
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api/api-error';
import { useRebootDevice } from '../api/reboot-device';
import { useRebootPtz } from '../api/reboot-ptz';
import { useSendTvIrCommand } from '../api/send-tv-ir-command';
import { notify } from '../utils/call-toasts';
import { rebootTexts, TV_NO_DEVICE, tvFailed, type TvCommand } from '../utils/command-rules';

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useDeviceCommands(deviceId: number, patientMonitorId: number | null) {
  const tv = useSendTvIrCommand();
  const rebootDevice = useRebootDevice();
  const rebootPtz = useRebootPtz();

  const sendTv = useCallback((command: TvCommand) => {
    tv.mutateAsync({ deviceId, irAction: command.irAction }).then(
      () => notify(command.sent, 'success'),
      (error: unknown) => notify(notFound(error) ? TV_NO_DEVICE : tvFailed(command), 'danger'),
    );
  }, [deviceId, tv]);

  /** Resolves true once the device was told (the toast says so), false when it was not. */
  const reboot = useCallback(async (what: 'device' | 'ptz'): Promise<boolean> => {
    const texts = rebootTexts[what];
    if (patientMonitorId === null) {
      notify(texts.noMonitor, 'danger');
      return false;
    }
    // Promise callbacks, not mutate's: a reboot drops the call, and the toast must still show
    // after the call view (and this hook) has gone.
    return (what === 'device' ? rebootDevice : rebootPtz).mutateAsync(patientMonitorId).then(
      () => {
        notify(texts.sent, 'success');
        return true;
      },
      (error: unknown) => {
        notify(notFound(error) ? texts.noMonitor : texts.failed, 'danger');
        return false;
      },
    );
  }, [patientMonitorId, rebootDevice, rebootPtz]);

  return { sendTv, reboot, busy: tv.isPending || rebootDevice.isPending || rebootPtz.isPending };
}
