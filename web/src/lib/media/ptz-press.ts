// What a press on a camera arrow sends (issue 16): a click or tap moves the camera one step at
// once (ptz_step: a start and stop 80 ms apart used to move it 0°); a press held past HOLD_MS
// also starts a continuous move (ptz_start) that ends on release (ptz_stop). The 500 ms is the
// spec's hold delay for the digital zoom's repeat (section 9), so both controls feel alike.
import type { ControlCommandInput } from './control-channel';
import { browserTimers, type TimerEnv } from './timer-env';

export const PTZ_HOLD_MS = 500;

type Direction = -1 | 0 | 1;

/** Runs on press; returns what runs on release. */
export function pressPtzArrow(
  send: (command: ControlCommandInput) => unknown,
  pan: Direction,
  tilt: Direction,
  env: TimerEnv = browserTimers,
): () => void {
  send({ type: 'ptz_step', pan, tilt });
  let moving = false;
  const timer = env.setTimeout(() => {
    moving = true;
    send({ type: 'ptz_start', pan, tilt });
  }, PTZ_HOLD_MS);
  return () => {
    env.clearTimeout(timer);
    if (moving) send({ type: 'ptz_stop' });
  };
}
