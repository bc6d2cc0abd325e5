// The provider API's request log (Inbound Requests): the last REQUEST_LOG_CAP requests answered,
// oldest first. Kept beside the store's data, not in it: a store reset re-seeds the hospital, and a
// server's access log outlives its data.
export const REQUEST_LOG_CAP = 10_000;

export interface LoggedRequest {
  id: number;
  /** when the answer was sent (ms since the epoch) */
  at: number;
  method: string;
  /** the contract path matched (/rooms/{id}); null when none matched */
  route: string | null;
  /** the path with each query value replaced by … */
  path: string;
  status: number;
  latency_ms: number;
  user_id: number | null;
  /** whose list shows it: the caller's organisation, or for an anonymous call the named division's */
  organization_id: string | null;
  division: string | null;
}

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private nextId = 1;

  constructor(private readonly cap = REQUEST_LOG_CAP) {}

  add(entry: Omit<LoggedRequest, 'id'>): void {
    this.entries.push({ id: this.nextId++, ...entry });
    // A ring: past the cap the oldest goes (Array#shift on 10,000 entries is a memmove, not a copy).
    if (this.entries.length > this.cap) this.entries.shift();
  }

  all(): LoggedRequest[] {
    return this.entries;
  }
}
