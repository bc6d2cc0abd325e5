// One emulated device's state as a pure reducer: commands in, new state out. The link and media
// layers act on the result; tests check the rules here without sockets. Control-channel commands
// (which also answer ok or an error) are in control-reducer.ts.
import type { components } from '@bedside/openapi/device-link';
import { advance, HOME, type Motion, type PtzPosition } from './ptz.ts';

type Schemas = components['schemas'];
export type DeviceStatus = Schemas['DeviceStatus'];
export type CommandName = Schemas['DeviceCommandName'];
export type DeviceReport = Schemas['DeviceReport'];

interface TvState { power: 'on' | 'off'; input: string; muted: boolean }

export interface DeviceState {
  id: number;
  name: string;
  roomName: string | null;
  kind: Schemas['AssignedDevice']['kind'];
  status: DeviceStatus;
  rebooting: boolean;
  rebootCount: number;
  ptzCapable: boolean;
  ptz: PtzPosition;
  /** Set while a continuous pan/tilt runs (ptz_start until ptz_stop or a limit). */
  motion: Motion | null;
  presets: Record<number, PtzPosition>;
  ptzRebooting: boolean;
  ptzRebootCount: number;
  volume: number;
  tv: TvState;
  knockPlayed: boolean;
  knockCount: number;
  commandsReceived: number;
  lastCommand: string | null;
  /** Wi-Fi: the interface and what the device reports (null frequency: on a cable). */
  wifi: { frequency: number; ip: string | null; strength: number | null; state: Schemas['WifiSignal']['state'] | null } | null;
}

export type DeviceEvent =
  | { type: 'command'; command: CommandName }
  | { type: 'reboot-finished' }
  | { type: 'ptz-reboot-finished' }
  | { type: 'set-volume'; volume: number }
  | { type: 'tv-ir'; action: string }
  | { type: 'knock-played' }
  | { type: 'tick'; ms: number };

export function initialState(device: Schemas['AssignedDevice']): DeviceState {
  const onWifi = device.network_interface?.startsWith('wlan') ?? false;
  return {
    id: device.id, name: device.name, roomName: device.room_name, kind: device.kind, status: device.status, rebooting: false, rebootCount: 0,
    ptzCapable: device.ptz_enabled ?? true, ptz: HOME, motion: null, presets: {}, ptzRebooting: false, ptzRebootCount: 0,
    volume: device.volume ?? 100, tv: { power: 'off', input: device.tv_input ?? 'input_hdmi1', muted: false },
    knockPlayed: false, knockCount: 0, commandsReceived: 0, lastCommand: null,
    wifi: onWifi ? { frequency: device.wifi_frequency ?? 5180, ip: device.net_wlan_ip ?? null, strength: device.wifi_signal_strength ?? null, state: device.wifi_signal_state ?? null } : null,
  };
}

/** Why the device refuses a backend command, or null; the ack says it and the state stays. */
export function commandRefusal(state: DeviceState, name: CommandName): string | null {
  // An offline device cannot reboot anything.
  if ((name === 'reboot' || name === 'reboot_ptz') && state.status === 'offline') return 'the device is offline';
  if (name === 'reboot_ptz' && !state.ptzCapable) return 'the device has no PTZ camera';
  return null;
}

function command(state: DeviceState, name: CommandName): DeviceState {
  if (commandRefusal(state, name)) return state;
  switch (name) {
    case 'go_offline': return { ...state, status: 'offline', rebooting: false, motion: null };
    case 'go_online': return { ...state, status: 'online', rebooting: false };
    case 'fail': return { ...state, status: 'error', rebooting: false, motion: null };
    // A reboot drops the device until it has started again.
    case 'reboot': return { ...state, status: 'offline', rebooting: true, rebootCount: state.rebootCount + 1, motion: null };
    // The camera head restarts into its home position and is busy for a moment; the call stays up.
    case 'reboot_ptz': return { ...state, ptz: HOME, motion: null, ptzRebooting: true, ptzRebootCount: state.ptzRebootCount + 1 };
  }
}

export function reduce(state: DeviceState, event: DeviceEvent): DeviceState {
  switch (event.type) {
    case 'command': return command(state, event.command);
    case 'reboot-finished': return state.rebooting ? { ...state, rebooting: false, status: 'online' } : state;
    case 'ptz-reboot-finished': return state.ptzRebooting ? { ...state, ptzRebooting: false } : state;
    case 'set-volume': return { ...state, volume: Math.min(100, Math.max(0, Math.round(event.volume))) };
    case 'tv-ir':
      if (event.action === 'power_on') return { ...state, tv: { ...state.tv, power: 'on' } };
      if (event.action === 'power_off') return { ...state, tv: { ...state.tv, power: 'off' } };
      if (event.action === 'mute') return { ...state, tv: { ...state.tv, muted: !state.tv.muted } };
      return { ...state, tv: { ...state.tv, input: event.action } };
    case 'knock-played': return { ...state, knockPlayed: true, knockCount: state.knockCount + 1 };
    case 'tick': {
      if (!state.motion || state.ptzRebooting) return state;
      const { ptz, motion } = advance(state.ptz, state.motion, event.ms);
      return { ...state, ptz, motion };
    }
  }
}

/** The device part of a media_state report. */
export function report(state: DeviceState): DeviceReport {
  return {
    ptz: { ...state.ptz, moving: state.motion !== null },
    presets: Object.fromEntries(Object.entries(state.presets).map(([slot, ptz]) => [slot, { ...ptz }])),
    volume: state.volume,
    tv: { ...state.tv },
    knock_played: state.knockPlayed,
    knock_count: state.knockCount,
    reboot_count: state.rebootCount,
    ptz_reboot_count: state.ptzRebootCount,
    ptz_rebooting: state.ptzRebooting,
    commands_received: state.commandsReceived,
    last_command: state.lastCommand,
  };
}
