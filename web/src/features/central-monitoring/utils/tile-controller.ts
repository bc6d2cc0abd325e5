// One Patient Central tile's video, without React: its own monitoring session (never the global
// overlay's), reconnected by itself after a failure while the user wants it connected, and nothing
// else on the wall is touched when it fails. The tile also reports its Talk microphone for the
// room's other viewers, samples its connection quality from the session's own stats poll, and
// records it for POST /videos/save_metrics as a visit does (live-video §9): a stats record a minute,
// the default stats interval, and a warning record whenever the quality tracker reports issues.
import type { VideoMetricRecord } from '../../../lib/media/metrics-queue';
import { MicReporter, type SendMic } from '../../../lib/media/mic-report';
import { QualityTracker, type QualityLevel } from '../../../lib/media/quality';
import { statsRecord, warningRecord, watchQuality } from '../../../lib/media/quality-watch';
import { browserTimers, type TimerEnv } from '../../../lib/media/timer-env';
import type { SessionErrorCode, VideoSession } from '../../../lib/media/video-session';

export type TilePhase = 'idle' | 'connecting' | 'playing' | 'frozen' | 'retrying';

export interface TileState {
  phase: TilePhase;
  session: VideoSession | null;
  /**
   * The room's picture and sound once the media connection is up (before the first frame), so the
   * view has it when the first frame comes and shows it at once. Not sooner: 30 video elements
   * made while the calls still signal cost the wall's Connect All more than they saved.
   */
  stream: MediaStream | null;
  /** Why the last session ended, while the tile waits to reconnect. */
  error: SessionErrorCode | null;
  /** The server's words for a refused join ("Video device … is offline"), said instead of the code's. */
  detail: string | null;
  /** Failed attempts in a row (0 once a picture plays again). */
  failures: number;
  /** Sessions started again by the tile itself since the user connected it. */
  reconnects: number;
  talking: boolean;
  /** Why Talk could not open the microphone. */
  talkError: SessionErrorCode | null;
  quality: QualityLevel | null;
  /** In sight and the tab shown: the picture is decoded and painted. */
  receiving: boolean;
  /** The room's sound plays (Listen). */
  audible: boolean;
}

export interface TileDeps {
  createSession(): VideoSession;
  reportMic: SendMic;
  /** Where the tile's metric records go (the wall's one queue), with the monitor's division. */
  metrics?: { push(record: VideoMetricRecord): void; divisionId: number };
  timers?: TimerEnv;
  /** Wait before the first reconnect, doubled after each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Refusals of a join that pass by themselves (the device comes back online, a race with a pause ends): tried again. */
const PASSING_REFUSALS = new Set(['device_offline', 'device_not_connected', 'meeting_ended']);

/** live-video §9's default stats interval: a wall of 30 tiles records 30 a minute, not 900. */
const STATS_RECORD_MS = 60_000;

const IDLE = { phase: 'idle', session: null, stream: null, error: null, detail: null, failures: 0, reconnects: 0, talking: false, talkError: null, quality: null } as const;

export class TileController {
  private state: TileState = { ...IDLE, receiving: true, audible: false };
  private readonly listeners = new Set<() => void>();
  private readonly timers: TimerEnv;
  private wanted = false;
  private retryTimer: unknown = null;
  private unfollow: (() => void) | null = null;
  private stopQuality: (() => void) | null = null;
  private mic: MicReporter | null = null;

  constructor(private readonly deps: TileDeps) {
    this.timers = deps.timers ?? browserTimers;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = (): TileState => this.state;

  get connected(): boolean {
    return this.wanted;
  }

  connect(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.begin();
  }

  disconnect(): void {
    this.wanted = false;
    this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.end();
    this.set({ ...IDLE });
  }

  /** In sight and the tab shown: decode and paint; otherwise not (resumes at once). */
  setReceiving(on: boolean): void {
    this.state.session?.setReceiving(on);
    this.set({ receiving: on });
  }

  setAudible(on: boolean): void {
    this.state.session?.setAudible(on);
    this.set({ audible: on });
  }

  /** Opens or closes the microphone to the room; the other tiles' microphones are the wall's business. */
  async setTalking(on: boolean): Promise<void> {
    const session = this.state.session;
    if (!session || (on && this.state.phase !== 'playing' && this.state.phase !== 'frozen')) return;
    const error = await session.setTalking(on);
    if (session === this.state.session) this.set({ talkError: error });
  }

  /**
   * The tile's camera came back online: a tile waiting to reconnect (its join refused while the
   * device was offline, say) tries at once rather than at the end of its backoff.
   */
  retryNow(): void {
    if (!this.wanted || this.retryTimer === null) return;
    this.timers.clearTimeout(this.retryTimer);
    this.retry();
  }

  dispose(): void {
    this.disconnect();
    this.listeners.clear();
  }

  private begin(): void {
    const session = this.deps.createSession();
    session.setReceiving(this.state.receiving);
    session.setAudible(this.state.audible);
    this.mic = new MicReporter(this.deps.reportMic);
    this.unfollow = session.subscribe(() => this.follow(session));
    this.set({ session, phase: 'connecting', talking: false, talkError: null, quality: null });
    void session.start();
  }

  private end(): void {
    this.unfollow?.();
    this.unfollow = null;
    this.stopQuality?.();
    this.stopQuality = null;
    // Leaving the meeting takes it (and its open microphone) off the room's list for the others.
    void this.state.session?.hangUp();
    this.mic = null;
  }

  private follow(session: VideoSession): void {
    const { state, error, frozen, micMuted, meetingId, remoteStream, mediaConnected } = session.getSnapshot();
    // The first report of a meeting goes out when Talk opens: the room starts with it muted.
    if (state !== 'stopped' && (!micMuted || this.state.talking)) this.mic?.update(meetingId, micMuted);
    if (state === 'stopped') return this.failed(error, session.getSnapshot().refusal);
    if (state === 'playing' && !this.stopQuality) this.watchQuality(session);
    const phase: TilePhase = state === 'playing' ? (frozen ? 'frozen' : 'playing') : 'connecting';
    this.set({ phase, stream: mediaConnected ? remoteStream : null, talking: !micMuted, ...(state === 'playing' ? { error: null, detail: null, failures: 0 } : {}) });
  }

  /**
   * The session ended by itself: say why, and try again after a while (longer after each failure).
   * A refusal that trying again cannot mend (a device out of service, a monitor no longer watched or
   * not the user's) is said and the tile left disconnected: the user may press Connect again.
   */
  private failed(error: SessionErrorCode | null, refusal: { code: string | null; message: string } | null): void {
    this.end();
    if (!this.wanted) return;
    if (refusal && !PASSING_REFUSALS.has(refusal.code ?? '')) {
      this.wanted = false;
      this.set({ ...IDLE, error, detail: refusal.message });
      return;
    }
    const failures = this.state.failures + 1;
    this.set({ phase: 'retrying', session: null, stream: null, error: error ?? 'room-disconnected', detail: refusal?.message ?? null, failures, talking: false, quality: null });
    const first = this.deps.retryMs ?? 1_000;
    const wait = Math.min(first * 2 ** (failures - 1), this.deps.maxRetryMs ?? 15_000);
    this.retryTimer = this.timers.setTimeout(() => this.retry(), wait);
  }

  private retry(): void {
    this.retryTimer = null;
    if (!this.wanted) return;
    this.set({ reconnects: this.state.reconnects + 1 });
    this.begin();
  }

  private watchQuality(session: VideoSession): void {
    const tracker = new QualityTracker();
    const metrics = this.deps.metrics;
    let recordedAt = -Infinity;
    this.stopQuality = watchQuality({
      latestStats: () => session.latestStats,
      tracker,
      onSample: (snapshot, sample) => {
        this.set({ quality: snapshot.level });
        const { videoDeviceId, meetingId } = session.getSnapshot();
        if (!metrics || videoDeviceId === null) return;
        const context = { videoDeviceId, divisionId: metrics.divisionId, meetingId };
        const now = Date.now();
        if (now - recordedAt >= STATS_RECORD_MS) {
          recordedAt = now;
          metrics.push(statsRecord(sample, snapshot.score, context));
        }
        const issues = tracker.takeIssueReport();
        if (issues) metrics.push(warningRecord(issues, sample, context));
      },
    });
  }

  private set(patch: Partial<TileState>): void {
    const next = { ...this.state, ...patch };
    if ((Object.keys(patch) as (keyof TileState)[]).every((key) => next[key] === this.state[key])) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
