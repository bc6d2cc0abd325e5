// Which tiles are in the viewport, through one IntersectionObserver for the whole wall. Plain
// TypeScript; the observer is injected so a unit test drives it.
export type ObserverFactory = (callback: IntersectionObserverCallback) => Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;

const browserObserver: ObserverFactory = (callback) => new IntersectionObserver(callback, { threshold: 0 });

export class SightWatch {
  private readonly ids = new Map<Element, number>();
  private readonly observer: ReturnType<ObserverFactory>;

  constructor(onChange: (monitorId: number, inSight: boolean) => void, create: ObserverFactory = browserObserver) {
    this.observer = create((entries) => {
      for (const entry of entries) {
        const id = this.ids.get(entry.target);
        if (id !== undefined) onChange(id, entry.isIntersecting);
      }
    });
  }

  /** Watches the tile's element; the returned function stops watching it. */
  watch(element: Element, monitorId: number): () => void {
    this.ids.set(element, monitorId);
    this.observer.observe(element);
    return () => {
      this.ids.delete(element);
      this.observer.unobserve(element);
    };
  }

  disconnect(): void {
    this.observer.disconnect();
    this.ids.clear();
  }
}
