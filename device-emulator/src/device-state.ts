// One emulated device's state as a pure reducer: commands in, new state out. The link and media
// layers act on the result; tests check the rules here without sockets.
import type { components } from '@bedside/openapi/device-link';

type Schemas = components['schemas'];
export type DeviceStatus = Schemas['DeviceStatus'];
export type CommandName = Schemas['DeviceCommandName'];

export interface DeviceState {
  id: number;
  name: string;
  roomName: string | null;
  kind: Schemas['AssignedDevice']['kind'];
  status: DeviceStatus;
  rebooting: boolean;
  rebootCount: number;
}

export type DeviceEvent =
  | { type: 'command'; command: CommandName }
  | { type: 'reboot-finished' };

export function initialState(device: Schemas['AssignedDevice']): DeviceState {
  return { id: device.id, name: device.name, roomName: device.room_name, kind: device.kind, status: device.status, rebooting: false, rebootCount: 0 };
}

export function reduce(state: DeviceState, event: DeviceEvent): DeviceState {
  if (event.type === 'reboot-finished') return state.rebooting ? { ...state, rebooting: false, status: 'online' } : state;
  switch (event.command) {
    case 'go_offline': return { ...state, status: 'offline', rebooting: false };
    case 'go_online': return { ...state, status: 'online', rebooting: false };
    case 'fail': return { ...state, status: 'error', rebooting: false };
    // A reboot drops the device until it has started again; an offline device cannot reboot.
    case 'reboot': return state.status === 'offline' ? state : { ...state, status: 'offline', rebooting: true, rebootCount: state.rebootCount + 1 };
  }
}
