// The wall of tiles, without React: which monitors have a tile, Connect All one tile after another
// (the health system's connect interval apart), one microphone open at a time (Talk), one room
// heard at a time (Listen), and which tiles show their picture: only those in sight while the tab
// is shown (the others let go of it; see VideoSession.setReceiving).
import { muteVisits } from '../../../lib/media/open-sessions';
import { browserTimers, type TimerEnv } from '../../../lib/media/timer-env';
import type { TileController } from './tile-controller';

export interface WallMonitor {
  id: number;
  /** Only an active monitor can be watched (the server refuses the others). */
  active: boolean;
}

export interface WallState {
  talkingId: number | null;
  listeningId: number | null;
  /** Connect All is still opening tiles. */
  connectingAll: boolean;
}

export class WallController {
  private readonly tiles = new Map<number, TileController>();
  private readonly inSight = new Map<number, boolean>();
  private readonly listeners = new Set<() => void>();
  /**
   * The monitors the user asked to watch (Connect, Connect All) and still wants watched: what a
   * reload of the page connects again (use-wall-restore.ts). A tile that gave up by itself leaves it.
   */
  private readonly wanted = new Set<number>();
  private readonly wantedListeners = new Set<(ids: readonly number[]) => void>();
  private readonly timers: TimerEnv;
  private pageShown = true;
  private queue: number[] = [];
  private queueTimer: unknown = null;
  /** Tiles watched when their monitor stopped being active: connected again when it is active again. */
  private readonly watchedWhenPaused = new Set<number>();
  private state: WallState = { talkingId: null, listeningId: null, connectingAll: false };

  constructor(
    private readonly makeTile: (monitorId: number) => TileController,
    timers?: TimerEnv,
    /** ms, for Connect All's schedule (a test's clock; the browser's otherwise) */
    private readonly now: () => number = () => performance.now(),
  ) {
    this.timers = timers ?? browserTimers;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = (): WallState => this.state;

  /** Told the monitors wanted watched, in the order they were asked for, whenever that changes. */
  onWantedChange(listener: (ids: readonly number[]) => void): () => void {
    this.wantedListeners.add(listener);
    return () => void this.wantedListeners.delete(listener);
  }

  /** The monitor's tile, made on first asking (a render may ask before the wall's sync ran). */
  tileFor(monitorId: number): TileController {
    let tile = this.tiles.get(monitorId);
    if (!tile) {
      const made = this.makeTile(monitorId);
      tile = made;
      this.tiles.set(monitorId, made);
      // A tile that gave up by itself (a refusal trying again cannot mend) holds no microphone or
      // sound, and is not wanted any more; one Connect All has still to open is (it changes too:
      // out of sight, it stops receiving).
      made.subscribe(() => {
        if (made.connected || this.queue.includes(monitorId)) return;
        this.forget(monitorId);
        this.unwant([monitorId]);
      });
      this.applyReceiving(monitorId);
    }
    return tile;
  }

  /**
   * The monitors on the wall now: new ones get a tile, gone ones lose theirs, inactive ones
   * disconnect; one that was watched when it was paused is watched again once it is resumed (a
   * resumed patient's tile stayed dark, "Not connected", with nothing to say so; wall QA).
   */
  sync(monitors: readonly WallMonitor[]): void {
    const wanted = new Set(monitors.map((m) => m.id));
    for (const [id, tile] of this.tiles) {
      if (wanted.has(id)) continue;
      tile.dispose();
      this.tiles.delete(id);
      this.inSight.delete(id);
      this.watchedWhenPaused.delete(id);
      this.forget(id);
    }
    for (const { id, active } of monitors) {
      const tile = this.tileFor(id);
      if (!active && tile.connected) {
        this.watchedWhenPaused.add(id);
        tile.disconnect();
        this.forget(id);
      } else if (active && this.watchedWhenPaused.delete(id) && !tile.connected) {
        this.connect(id);
      }
    }
    // Gone from the wall: not connected again at a reload (a paused one left with its tile's disconnect).
    this.unwant([...this.wanted].filter((id) => !wanted.has(id)));
    this.queue = this.queue.filter((id) => wanted.has(id));
  }

  /**
   * Opens every tile not yet connected, in wall order, the n-th `intervalMs` × n after the click
   * (the first at once). Tiles fallen due while the page was busy open together: a timer per tile
   * let the tiles already opening stretch the stagger (at 1 ms, the last of 30 tiles was asked for
   * 2.4 to 4.2 s after the click, the server idle meanwhile).
   */
  connectAll(order: readonly WallMonitor[], intervalMs: number): void {
    this.queue = order.filter((m) => m.active && !this.tiles.get(m.id)?.connected).map((m) => m.id);
    this.want(this.queue);
    this.timers.clearTimeout(this.queueTimer);
    this.set({ connectingAll: this.queue.length > 0 });
    const started = this.now();
    let opened = 0;
    const next = () => {
      this.queueTimer = null;
      const due = intervalMs > 0 ? Math.floor((this.now() - started) / intervalMs) + 1 : Infinity;
      while (this.queue.length && opened < due) {
        opened += 1;
        this.tiles.get(this.queue.shift()!)?.connect();
      }
      if (this.queue.length) this.queueTimer = this.timers.setTimeout(next, Math.max(0, started + opened * intervalMs - this.now()));
      else this.set({ connectingAll: false });
    };
    if (this.queue.length) next();
  }

  disconnectAll(): void {
    this.stopQueue();
    this.watchedWhenPaused.clear();
    for (const [id, tile] of this.tiles) {
      tile.disconnect();
      this.forget(id);
    }
    this.unwant([...this.wanted]);
  }

  connect(monitorId: number): void {
    const tile = this.tiles.get(monitorId);
    if (!tile) return;
    this.want([monitorId]);
    tile.connect();
  }

  disconnect(monitorId: number): void {
    this.queue = this.queue.filter((id) => id !== monitorId);
    this.tiles.get(monitorId)?.disconnect();
    this.forget(monitorId);
    this.unwant([monitorId]);
  }

  /**
   * Talk: this room hears the user (and is heard); the microphone another tile had is closed first,
   * and so is a visit's in this tab (open-sessions.ts).
   */
  async talk(monitorId: number, on: boolean): Promise<void> {
    const before = this.state.talkingId;
    if (on) muteVisits();
    if (on && before !== null && before !== monitorId) await this.tiles.get(before)?.setTalking(false);
    if (on) this.listen(monitorId);
    this.set({ talkingId: on ? monitorId : before === monitorId ? null : before });
    const tile = this.tiles.get(monitorId);
    await tile?.setTalking(on);
    // No microphone could be had: nobody talks (the tile says why).
    if (on && !tile?.getState().talking && this.state.talkingId === monitorId) this.set({ talkingId: null });
  }

  /** Listen: plays this room's sound and silences the one heard before (null: none). */
  listen(monitorId: number | null): void {
    for (const [id, tile] of this.tiles) tile.setAudible(id === monitorId);
    this.set({ listeningId: monitorId });
  }

  /** A visit started: the room it calls is the one that hears the user, and the one heard. */
  quiet(): void {
    if (this.state.talkingId !== null) void this.talk(this.state.talkingId, false);
    if (this.state.listeningId !== null) this.listen(null);
  }

  /** The tile's element entered or left the viewport. */
  setInSight(monitorId: number, inSight: boolean): void {
    this.inSight.set(monitorId, inSight);
    this.applyReceiving(monitorId);
  }

  /** The browser tab was hidden or shown again. */
  setPageShown(shown: boolean): void {
    this.pageShown = shown;
    for (const id of this.tiles.keys()) this.applyReceiving(id);
  }

  dispose(): void {
    this.stopQueue();
    for (const tile of this.tiles.values()) tile.dispose();
    this.tiles.clear();
    this.listeners.clear();
  }

  private applyReceiving(monitorId: number): void {
    this.tiles.get(monitorId)?.setReceiving(this.pageShown && (this.inSight.get(monitorId) ?? true));
  }

  private want(ids: readonly number[]): void {
    const before = this.wanted.size;
    for (const id of ids) this.wanted.add(id);
    if (this.wanted.size !== before) this.tellWanted();
  }

  private unwant(ids: readonly number[]): void {
    let changed = false;
    for (const id of ids) changed = this.wanted.delete(id) || changed;
    if (changed) this.tellWanted();
  }

  private tellWanted(): void {
    const ids = [...this.wanted];
    for (const listener of [...this.wantedListeners]) listener(ids);
  }

  private stopQueue(): void {
    this.queue = [];
    this.timers.clearTimeout(this.queueTimer);
    this.queueTimer = null;
    this.set({ connectingAll: false });
  }

  /** A tile that stopped watching holds neither the microphone nor the sound. */
  private forget(monitorId: number): void {
    if (this.state.talkingId === monitorId) this.set({ talkingId: null });
    if (this.state.listeningId === monitorId) this.set({ listeningId: null });
  }

  private set(patch: Partial<WallState>): void {
    const next = { ...this.state, ...patch };
    if (next.talkingId === this.state.talkingId && next.listeningId === this.state.listeningId && next.connectingAll === this.state.connectingAll) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
