import { notifications } from '@mantine/notifications';
import { PRESET_TOAST_MS } from '../../../lib/media/ptz-presets';

type Tone = 'success' | 'danger';
const colors: Record<Tone, string> = { success: 'green', danger: 'red' };

/** The in-call toasts; preset toasts last 2 s (spec section 9), others the app's default. */
export function notify(message: string, tone: Tone, autoClose?: number): void {
  notifications.show({ message, color: colors[tone], ...(autoClose ? { autoClose } : {}) });
}

export function notifyPreset(message: string, tone: Tone): void {
  notify(message, tone, PRESET_TOAST_MS);
}
