// The wall's one IntersectionObserver: each tile's element reports its own monitor going in and
// out of sight, and a tile that leaves the page is no longer watched.
import { describe, expect, it } from 'vitest';
import { SightWatch, type ObserverFactory } from './sight-watch';

function fakeObserver() {
  const watched = new Set<Element>();
  let callback: IntersectionObserverCallback = () => undefined;
  const create: ObserverFactory = (cb) => {
    callback = cb;
    return { observe: (el) => void watched.add(el), unobserve: (el) => void watched.delete(el), disconnect: () => watched.clear() };
  };
  const fire = (target: Element, isIntersecting: boolean) => callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  return { create, watched, fire };
}

describe('SightWatch', () => {
  it('tells which monitor\'s tile went in or out of sight, until it stops watching it', () => {
    const observer = fakeObserver();
    const seen: [number, boolean][] = [];
    const watch = new SightWatch((id, inSight) => seen.push([id, inSight]), observer.create);
    const first = {} as Element;
    const second = {} as Element;
    const stopFirst = watch.watch(first, 1);
    watch.watch(second, 2);
    observer.fire(second, false);
    observer.fire(first, true);
    stopFirst();
    observer.fire(first, false);
    expect(seen).toEqual([[2, false], [1, true]]);
    expect([...observer.watched]).toEqual([second]);
  });
});
