// Which device commands the call menu offers (live video spec, sections 5 and 6), and the toasts
// each TV command shows (section 8). Pure, so every condition is unit-tested.
import type { components } from '@bedside/openapi/api';
import { anyOf, meets, rule, type AccessSubject } from '../../../lib/permissions/permissions';

type VideoDevice = components['schemas']['VideoDevice'];
export type CommandDevice = Pick<VideoDevice, 'kind' | 'status' | 'credentials_generated_at' | 'ptz_enabled' | 'config'>;

export interface CommandContext {
  /** the camera is playing (session state playing) */
  playing: boolean;
  /** the external /live-video page */
  external: boolean;
  device: CommandDevice | null;
  patientMonitorId: number | null;
  /** the user's permission rules, checked as everywhere else in the app */
  access: AccessSubject;
}

const LIVE_VIDEO = rule('AccessLiveVideo', 'PatientMonitor');
const VIEW_MONITOR = rule('View', 'PatientMonitor');
const SET_VOLUME = anyOf(rule('AccessLiveVideo', 'Meeting'), rule('AccessLiveVideo', 'PatientMonitor'));

/** Live video at all (the overlay, the external page, the test video button): AccessLiveVideo PatientMonitor. */
export function canUseLiveVideo(access: AccessSubject): boolean {
  return meets(access, LIVE_VIDEO);
}

/** IR (TV) commands: playing, not external, TV IR enabled on the device, View PatientMonitor. */
export function canSendTvCommands(context: CommandContext): boolean {
  return context.playing && !context.external && context.device?.config.tv?.ir?.enabled === true
    && meets(context.access, VIEW_MONITOR);
}

/** Reboot device: playing, not external, a monitor, not training video, credentials, not offline, View PatientMonitor. */
export function canRebootDevice(context: CommandContext): boolean {
  const { device } = context;
  return context.playing && !context.external && context.patientMonitorId !== null && device !== null
    && device.kind !== 'trainingvideo' && Boolean(device.credentials_generated_at) && device.status !== 'offline'
    && meets(context.access, VIEW_MONITOR);
}

/** Reboot PTZ: every reboot condition, and the device has PTZ. */
export function canRebootPtz(context: CommandContext): boolean {
  return canRebootDevice(context) && context.device?.ptz_enabled === true;
}

/** The volume slider: AccessLiveVideo on Meeting or on PatientMonitor (section 6). */
export function canSetVolume(access: AccessSubject): boolean {
  return meets(access, SET_VOLUME);
}

export const VOLUME_MIN = 60;
export const VOLUME_MAX = 100;
const VOLUME_DEFAULT = 100;

export function clampVolume(volume: number): number {
  return Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, Math.round(volume)));
}

export function initialVolume(device: CommandDevice | null): number {
  const volume = device?.config.device?.volume;
  return typeof volume === 'number' ? clampVolume(volume) : VOLUME_DEFAULT;
}

export interface TvCommand {
  /** the menu item */
  label: string;
  irAction: string;
  /** the toast on success */
  sent: string;
  /** the {action} of "Failed to send TV {action} command" */
  actionName: string;
}

/** hdmi_2 -> HDMI 2: the configured input as a person names it. */
function inputName(irAction: string): string {
  return irAction.replace(/^input_/, '').split('_').map((part) => part.toUpperCase()).join(' ');
}

const POWER_ON: TvCommand = { label: 'Power On', irAction: 'power_on', sent: 'TV power on command sent', actionName: 'power on' };
const POWER_OFF: TvCommand = { label: 'Power Off', irAction: 'power_off', sent: 'TV power off command sent', actionName: 'power off' };

/**
 * Power Off while the device reports the TV on, otherwise Power On (also while it has not said);
 * Switch Input (only when an input action is configured); Mute/Unmute.
 */
export function tvCommands(device: CommandDevice | null, tvPower: 'on' | 'off' | null = null): TvCommand[] {
  const input = device?.config.tv?.ir?.ld_input_action ?? null;
  return [
    tvPower === 'on' ? POWER_OFF : POWER_ON,
    ...(input ? [{ label: 'Switch Input', irAction: input, sent: `TV switched to ${inputName(input)} input`, actionName: 'input' }] : []),
    { label: 'Mute/Unmute', irAction: 'mute', sent: 'TV mute command sent', actionName: 'mute' },
  ];
}

export const TV_NO_DEVICE = 'Unable to send TV command: video device not found';
export const tvFailed = (command: TvCommand) => `Failed to send TV ${command.actionName} command`;

export const rebootTexts = {
  device: { noMonitor: 'Unable to reboot device: patient monitor not found', failed: 'Failed to reboot device', sent: 'Reboot command sent' },
  ptz: { noMonitor: 'Unable to reboot PTZ: patient monitor not found', failed: 'Failed to reboot PTZ', sent: 'PTZ reboot command sent' },
} as const;
