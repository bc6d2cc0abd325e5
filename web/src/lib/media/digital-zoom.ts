// Digital zoom of the patient video (spec section 9): levels 100/150/200/400 %, pan 20 px per
// step, a held button repeats every 50 ms after 500 ms.

const ZOOM_LEVELS = [100, 150, 200, 400] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];
const PAN_STEP_PX = 20;
const HOLD_DELAY_MS = 500;
const HOLD_REPEAT_MS = 50;

export type PanDirection = 'left' | 'right' | 'up' | 'down';

/** Offset of the zoomed picture in screen pixels; 0,0 is centred. */
export interface ZoomState {
  level: ZoomLevel;
  x: number;
  y: number;
}

export interface ViewSize {
  width: number;
  height: number;
}

export const INITIAL_ZOOM: ZoomState = { level: 100, x: 0, y: 0 };

/** How far the picture may move each way before an edge of the video enters the view. */
function panLimits(level: ZoomLevel, size: ViewSize): { x: number; y: number } {
  const overflow = level / 100 - 1;
  return { x: (size.width * overflow) / 2, y: (size.height * overflow) / 2 };
}

export function clampPan(state: ZoomState, size: ViewSize): ZoomState {
  const limits = panLimits(state.level, size);
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;
  const x = clamp(state.x, limits.x);
  const y = clamp(state.y, limits.y);
  return x === state.x && y === state.y ? state : { ...state, x, y };
}

export function zoomIn(state: ZoomState, size: ViewSize): ZoomState {
  const index = ZOOM_LEVELS.indexOf(state.level);
  const level = ZOOM_LEVELS[Math.min(index + 1, ZOOM_LEVELS.length - 1)] ?? state.level;
  return level === state.level ? state : clampPan({ ...state, level }, size);
}

export function zoomOut(state: ZoomState, size: ViewSize): ZoomState {
  const level = ZOOM_LEVELS[Math.max(ZOOM_LEVELS.indexOf(state.level) - 1, 0)] ?? state.level;
  return level === state.level ? state : clampPan({ ...state, level }, size);
}

/** Panning left shows more of the left side: the picture moves right. */
export function pan(state: ZoomState, direction: PanDirection, size: ViewSize): ZoomState {
  const step = PAN_STEP_PX;
  switch (direction) {
    case 'left': return clampPan({ ...state, x: state.x + step }, size);
    case 'right': return clampPan({ ...state, x: state.x - step }, size);
    case 'up': return clampPan({ ...state, y: state.y + step }, size);
    case 'down': return clampPan({ ...state, y: state.y - step }, size);
  }
}

/** CSS transform for the video element (transform-origin: center). */
export function zoomTransform(state: ZoomState): string {
  return `translate(${state.x}px, ${state.y}px) scale(${state.level / 100})`;
}

/**
 * Runs the action now (press), then every HOLD_REPEAT_MS once held for HOLD_DELAY_MS.
 * Returns the release function (pointer up, pointer leave, blur).
 */
export function holdRepeat(action: () => void): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  action();
  const delay = setTimeout(() => {
    interval = setInterval(action, HOLD_REPEAT_MS);
  }, HOLD_DELAY_MS);
  return () => {
    clearTimeout(delay);
    clearInterval(interval);
    interval = undefined;
  };
}
