// The PTZ camera head as pure functions: bounds, continuous movement, zoom steps and preset slots.
// Units and limits are the control channel's (openapi/device-control.yaml).
import type { components } from '@bedside/openapi/device-control';

type Schemas = components['schemas'];
/** The camera's commands: every control-channel command but the renegotiation answer. */
export type PtzCommand = Exclude<Schemas['ControlCommand'], Schemas['RenegotiateAnswer'] | Schemas['VideoHold'] | Schemas['AudioHold']>;
export type PtzPosition = Schemas['PtzPosition'];
type Direction = -1 | 0 | 1;
export interface Motion { pan: Direction; tilt: Direction }

const PAN_LIMITS = [-170, 170] as const;
const TILT_LIMITS = [-30, 90] as const;
const ZOOM_LIMITS = [0, 10] as const;
/** Degrees per second of a continuous pan or tilt, about what a bedside PTZ head does. */
const PTZ_SPEED = 30;
export const HOME: PtzPosition = { pan: 0, tilt: 0, zoom: 0 };

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));
// Positions are kept to a hundredth of a degree so repeated ticks do not drift in float noise.
const round = (value: number) => Math.round(value * 100) / 100;

/** Where a moving head is after `ms`; null motion when it stood still (both axes at a limit). */
export function advance(ptz: PtzPosition, motion: Motion, ms: number): { ptz: PtzPosition; motion: Motion | null } {
  const step = (PTZ_SPEED * ms) / 1000;
  const next = {
    pan: round(clamp(ptz.pan + motion.pan * step, PAN_LIMITS)),
    tilt: round(clamp(ptz.tilt + motion.tilt * step, TILT_LIMITS)),
    zoom: ptz.zoom,
  };
  const stuck = next.pan === ptz.pan && next.tilt === ptz.tilt;
  return { ptz: next, motion: stuck ? null : motion };
}

/** Degrees of one ptz_step on each axis it names (openapi/device-control.yaml). */
export const PTZ_STEP_DEGREES = 5;

/** One step in a direction, within the limits: a click on an arrow. */
export function stepped(ptz: PtzPosition, motion: Motion): PtzPosition {
  return {
    pan: round(clamp(ptz.pan + motion.pan * PTZ_STEP_DEGREES, PAN_LIMITS)),
    tilt: round(clamp(ptz.tilt + motion.tilt * PTZ_STEP_DEGREES, TILT_LIMITS)),
    zoom: ptz.zoom,
  };
}

export function zoomed(ptz: PtzPosition, direction: 'in' | 'out'): PtzPosition {
  return { ...ptz, zoom: clamp(ptz.zoom + (direction === 'in' ? 1 : -1), ZOOM_LIMITS) };
}
