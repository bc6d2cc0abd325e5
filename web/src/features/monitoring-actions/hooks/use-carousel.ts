import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createCarousel } from '../utils/carousel';

/** A carousel over `count` items while the component is shown; another duration starts afresh. */
export function useCarousel(count: number, durationMs: number) {
  const carousel = useMemo(() => createCarousel({ count: 0, durationMs }), [durationMs]);
  useEffect(() => {
    carousel.start();
    return () => carousel.stop();
  }, [carousel]);
  useEffect(() => carousel.setCount(count), [carousel, count]);
  const snapshot = useSyncExternalStore(carousel.subscribe, carousel.getSnapshot);
  return { ...snapshot, carousel };
}
