import { useCallback, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';

/**
 * Press-and-hold for a button: `press` runs on pointer down (or Space/Enter), the returned release
 * runs on pointer up, leave, cancel, key up or unmount, so a lost pointer never leaves a camera
 * moving or a zoom repeating.
 */
export function useHold(press: () => () => void) {
  const release = useRef<(() => void) | null>(null);
  const end = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);
  const start = useCallback(() => {
    end();
    release.current = press();
  }, [end, press]);
  useEffect(() => end, [end]);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start();
    },
    onPointerUp: end,
    onPointerCancel: end,
    onLostPointerCapture: end,
    onKeyDown: (event: KeyboardEvent) => {
      if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
        event.preventDefault();
        start();
      }
    },
    onKeyUp: (event: KeyboardEvent) => {
      if (event.key === ' ' || event.key === 'Enter') end();
    },
    onBlur: end,
  };
}
