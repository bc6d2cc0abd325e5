import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createCarousel } from '../utils/carousel';

/**
 * A carousel over the items (by id) while the component is shown; another duration starts afresh.
 * When the list changes, the patient shown stays shown wherever they moved in it.
 */
export function useCarousel(ids: readonly number[], durationMs: number) {
  const carousel = useMemo(() => createCarousel({ count: 0, durationMs }), [durationMs]);
  useEffect(() => {
    carousel.start();
    return () => carousel.stop();
  }, [carousel]);
  const shownIds = useRef<readonly number[]>([]);
  const key = ids.join(',');
  useEffect(() => {
    const shown = shownIds.current[carousel.getSnapshot().index];
    shownIds.current = key === '' ? [] : key.split(',').map(Number);
    carousel.setCount(shownIds.current.length, shown === undefined ? undefined : shownIds.current.indexOf(shown));
  }, [carousel, key]);
  const snapshot = useSyncExternalStore(carousel.subscribe, carousel.getSnapshot);
  return { ...snapshot, carousel };
}
