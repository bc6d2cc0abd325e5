import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createCarousel } from '../utils/carousel';

/**
 * A carousel over the items (by id) while the component is shown; another duration starts afresh.
 * When the list changes, the item shown stays shown wherever it moved in it.
 */
export function useCarousel(ids: readonly number[], durationMs: number, stay?: () => boolean) {
  // `stay` keeps its identity (useCallback): a new one would start another carousel.
  const carousel = useMemo(() => createCarousel({ count: 0, durationMs, stay }), [durationMs, stay]);
  useEffect(() => {
    carousel.start();
    return () => carousel.stop();
  }, [carousel]);
  const key = ids.join(',');
  useEffect(() => carousel.setItems(key === '' ? [] : key.split(',').map(Number)), [carousel, key]);
  const snapshot = useSyncExternalStore(carousel.subscribe, carousel.getSnapshot);
  return { ...snapshot, carousel };
}
