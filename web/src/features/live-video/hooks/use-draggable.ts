import { useCallback, useRef, useState, type PointerEvent } from 'react';

interface Offset { x: number; y: number }

/** Drag by a handle with pointer events; the offset is applied by the caller as a transform. */
export function useDraggable(enabled: boolean) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const start = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);
  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    // Buttons inside the handle (minimise, close) keep their clicks.
    if (!enabled || (event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { pointerX: event.clientX, pointerY: event.clientY, ...offset };
  }, [enabled, offset]);
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    setOffset({ x: from.x + event.clientX - from.pointerX, y: from.y + event.clientY - from.pointerY });
  }, []);
  const onPointerUp = useCallback(() => { start.current = null; }, []);
  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), []);
  return { offset, reset, handleProps: { onPointerDown, onPointerMove, onPointerUp } };
}
