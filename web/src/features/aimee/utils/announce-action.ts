// What the clinician is told when Aimee acts: a stat alarm's toast lasts 5 s (live video §7, §9).
import { notifications } from '@mantine/notifications';
import type { AimeeAction } from '../../../lib/media/aimee-conversation';

export const AIMEE_ALARM_TOAST_MS = 5000;

export function announce(action: AimeeAction): void {
  if (action.name === 'stat_alarm') {
    notifications.show(action.ok
      ? { color: 'red', title: 'Stat alarm sent', message: 'Aimee raised a stat alarm', autoClose: AIMEE_ALARM_TOAST_MS }
      : { color: 'red', message: 'Aimee could not raise the stat alarm', autoClose: AIMEE_ALARM_TOAST_MS });
  } else {
    notifications.show(action.ok
      ? { color: 'blue', message: 'Aimee raised a virtual nursing request' }
      : { color: 'red', message: 'Aimee could not raise the virtual nursing request' });
  }
}
