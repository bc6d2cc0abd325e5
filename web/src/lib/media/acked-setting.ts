// A device setting the user changes in steps and the device acknowledges (the speaker volume):
// - one request at a time, so the device gets the steps in the order they were made (five quick
//   steps sent at once can reach the server in any order and leave the device on an earlier one);
//   steps made meanwhile collapse into the latest, sent when the request in flight is answered;
// - what the control shows: the user's latest value while anything is unanswered, then the value
//   the device acknowledged. An ack of an earlier step therefore never moves the control back.
// Plain TypeScript with a subscribe/getSnapshot pair for useSyncExternalStore.

export interface AckedSettingSnapshot {
  /** what the control shows */
  shown: number;
  /** the last value the device acknowledged */
  acked: number;
  /** a request is in flight or waiting */
  pending: boolean;
}

/** Sends a value; resolves with the value the device acknowledged. */
export type SendSetting = (value: number) => Promise<number>;

export class AckedSetting {
  private snapshot: AckedSettingSnapshot;
  private waiting: number | null = null;
  private inFlight = false;
  private readonly listeners = new Set<() => void>();

  constructor(initial: number, private readonly send: SendSetting) {
    this.snapshot = { shown: initial, acked: initial, pending: false };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): AckedSettingSnapshot => this.snapshot;

  /** The user chose `value`: shown at once, sent when no other request is in flight. */
  set(value: number): void {
    this.waiting = value;
    this.update({ shown: value, pending: true });
    this.pump();
  }

  private pump(): void {
    if (this.inFlight || this.waiting === null) return;
    const value = this.waiting;
    this.waiting = null;
    this.inFlight = true;
    let acked = this.snapshot.acked;
    // A failed request leaves the device where it was acknowledged last (the spec shows no error).
    this.send(value).then((ack) => { acked = ack; }, () => undefined).finally(() => {
      this.inFlight = false;
      const settled = this.waiting === null;
      this.update(settled ? { acked, shown: acked, pending: false } : { acked });
      this.pump();
    });
  }

  private update(patch: Partial<AckedSettingSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    if (next.shown === this.snapshot.shown && next.acked === this.snapshot.acked && next.pending === this.snapshot.pending) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}
