// Control-channel commands applied to a device's state: each gives the next state and, when the
// device refuses it, the reason the browser is told in the ack. Pure, like device-state.ts.
import type { DeviceState } from '../device-state.ts';
import { HOME, stepped, zoomed, type PtzCommand } from '../ptz.ts';

export interface ControlResult { state: DeviceState; error: string | null }

/** Why the camera cannot take commands on this call, or null when it can. */
function refusal(state: DeviceState, callPtz: boolean): string | null {
  if (!state.ptzCapable) return 'This device has no PTZ camera';
  if (!callPtz) return 'PTZ is not enabled for this call';
  if (state.ptzRebooting) return 'The PTZ camera is restarting';
  if (state.status !== 'online') return `The device is ${state.status}`;
  return null;
}

/** Counts the command (valid or not) so tests see what reached the device. */
export function counted(state: DeviceState, type: string): DeviceState {
  return { ...state, commandsReceived: state.commandsReceived + 1, lastCommand: type };
}

export function applyControl(before: DeviceState, command: PtzCommand, callPtz: boolean): ControlResult {
  const state = counted(before, command.type);
  const error = refusal(state, callPtz);
  if (error) return { state, error };
  switch (command.type) {
    case 'ptz_start':
      if (command.pan === 0 && command.tilt === 0) return { state: { ...state, motion: null }, error: null };
      return { state: { ...state, motion: { pan: command.pan, tilt: command.tilt } }, error: null };
    // A step ends any continuous move: the camera stands still where the step took it.
    case 'ptz_step': return { state: { ...state, ptz: stepped(state.ptz, command), motion: null }, error: null };
    case 'ptz_stop': return { state: { ...state, motion: null }, error: null };
    case 'zoom': return { state: { ...state, ptz: zoomed(state.ptz, command.direction) }, error: null };
    case 'ptz_reset': return { state: { ...state, ptz: HOME, motion: null }, error: null };
    case 'preset_save':
      return { state: { ...state, presets: { ...state.presets, [command.preset_index]: { ...state.ptz } } }, error: null };
    case 'preset_recall': {
      const preset = state.presets[command.preset_index];
      if (!preset) return { state, error: `Preset ${command.preset_index} is not saved on this device` };
      return { state: { ...state, ptz: { ...preset }, motion: null }, error: null };
    }
  }
}
