// A column's resize handle. The mouse and touch drag it; the keyboard moves it as the WAI-ARIA
// window splitter pattern says: a focusable separator whose value is the column's width, the arrow
// keys narrow and widen it (Shift: by larger steps), Home and End take it to its least and most.
// It was mouse-only (a11y QA).
import type { KeyboardEvent, MouseEvent, TouchEvent } from 'react';
import classes from './table-grid.module.css';

const STEP = 10;
const BIG_STEP = 50;

interface ResizeHandleProps {
  label: string;
  size: number;
  min: number;
  max: number;
  onDrag: (event: MouseEvent | TouchEvent) => void;
  onResize: (size: number) => void;
}

export function ResizeHandle({ label, size, min, max, onDrag, onResize }: ResizeHandleProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const next = { ArrowLeft: size - step, ArrowRight: size + step, Home: min, End: max }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onResize(Math.min(max, Math.max(min, next)));
  };
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-orientation="vertical"
      aria-valuenow={size}
      aria-valuemin={min}
      aria-valuemax={max}
      onKeyDown={onKeyDown}
      onMouseDown={onDrag}
      onTouchStart={onDrag}
      // Mantine's focus ring, shown for the keyboard only.
      className={`mantine-focus-auto ${classes.resize}`}
    />
  );
}
