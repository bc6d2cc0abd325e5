// A dialog opened from a monitor's actions (Alarm's confirm, the alarm's Document) holds Infinity
// Watch's carousel while it is open: the patient the dialog is about stays on screen, however long
// the user takes. Elsewhere (a wall tile, a monitor's page) nobody provides a carousel: no effect.
import { createContext, useContext, useEffect } from 'react';

export interface CarouselHold {
  hold(): void;
  release(): void;
}

export const CarouselHoldContext = createContext<CarouselHold | null>(null);

export function useHoldWhile(open: boolean): void {
  const holder = useContext(CarouselHoldContext);
  useEffect(() => {
    if (!open || !holder) return undefined;
    holder.hold();
    return () => holder.release();
  }, [open, holder]);
}
