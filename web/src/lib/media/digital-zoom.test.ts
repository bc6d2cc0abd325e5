import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampPan, holdRepeat, INITIAL_ZOOM, pan, zoomIn, zoomOut, zoomTransform } from './digital-zoom';

const VIEW = { width: 640, height: 360 };

describe('digital zoom', () => {
  it('steps through 100, 150, 200 and 400 % and stops at both ends', () => {
    const levels = [INITIAL_ZOOM];
    for (let i = 0; i < 4; i += 1) levels.push(zoomIn(levels.at(-1)!, VIEW));
    expect(levels.map((s) => s.level)).toEqual([100, 150, 200, 400, 400]);
    expect(zoomOut(zoomOut(INITIAL_ZOOM, VIEW), VIEW).level).toBe(100);
  });

  it('does not pan at 100 %: there is nothing outside the view', () => {
    expect(pan(INITIAL_ZOOM, 'left', VIEW)).toEqual(INITIAL_ZOOM);
  });

  it('pans 20 px per step and never past the edge of the zoomed video', () => {
    let state = zoomIn(INITIAL_ZOOM, VIEW); // 150 %: 160 px spare each side horizontally, 90 vertically
    state = pan(state, 'left', VIEW);
    expect(state).toMatchObject({ x: 20, y: 0 });
    for (let i = 0; i < 20; i += 1) state = pan(state, 'left', VIEW);
    expect(state.x).toBe(160);
    for (let i = 0; i < 20; i += 1) state = pan(state, 'down', VIEW);
    expect(state.y).toBe(-90);
    expect(zoomTransform(state)).toBe('translate(160px, -90px) scale(1.5)');
  });

  it('pulls the picture back inside when zooming out', () => {
    const state = clampPan({ level: 400, x: 1000, y: -5 }, VIEW);
    expect(state).toEqual({ level: 400, x: 960, y: -5 });
    expect(zoomOut({ level: 400, x: 960, y: 0 }, VIEW)).toEqual({ level: 200, x: 320, y: 0 });
  });
});

describe('holdRepeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('acts on press, repeats every 50 ms after a 500 ms hold, and stops on release', () => {
    const action = vi.fn();
    const release = holdRepeat(action);
    expect(action).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(549);
    expect(action).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    expect(action).toHaveBeenCalledTimes(4);
    release();
    vi.advanceTimersByTime(1_000);
    expect(action).toHaveBeenCalledTimes(4);
  });

  it('a short press acts once', () => {
    const action = vi.fn();
    const release = holdRepeat(action);
    vi.advanceTimersByTime(300);
    release();
    vi.advanceTimersByTime(1_000);
    expect(action).toHaveBeenCalledOnce();
  });
});
