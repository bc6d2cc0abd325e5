// The monitoring page's video: one muted monitoring session while the monitor is active, none
// otherwise. Plain TypeScript so React only switches it on and off (StrictMode's second effect
// run makes a fresh session) and renders the current one.
import type { VideoSession } from '../../../lib/media/video-session';

export class MonitoringWatch {
  private session: VideoSession | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly createSession: () => VideoSession) {}

  // Arrow properties: useSyncExternalStore may call them unbound.
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  current = (): VideoSession | null => this.session;

  /** Watches while `on` (the monitor is active); off ends the session (paused, stopped, page left). */
  set(on: boolean): void {
    if (on === (this.session !== null)) return;
    if (on) this.begin();
    else this.end();
  }

  /** After the session failed: a new one (the same monitor). */
  retry(): void {
    if (!this.session) return;
    this.end();
    this.begin();
  }

  private begin(): void {
    this.session = this.createSession();
    void this.session.start();
    this.emit();
  }

  private end(): void {
    void this.session?.hangUp();
    this.session = null;
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
