// ICE configuration and the trickle of local candidates (spec sections 4 and 9).
import type { components } from '@bedside/openapi/api';
import type { TimerEnv } from './timer-env';

type IceCandidate = components['schemas']['IceCandidate'];

const DEFAULT_STUN_URL = 'stun:stun.l.google.com:19302';
export const ICE_GATHERING_WAIT_MS = 1_500;
export const ICE_BATCH_MS = 40;

// turn:user:password@host[:port][?transport=udp|tcp]; the provider hands out credentials inside
// the URL, so a URL without them cannot work and is ignored rather than breaking the call.
const TURN_URL = /^(turns?):([^:@\s/]+):([^@\s/]+)@([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?(\?transport=(?:udp|tcp))?$/;

function parseTurnUrl(url: string) {
  const match = TURN_URL.exec(url.trim());
  if (!match) return null;
  const [, scheme, user, password, host, port, query] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  return { scheme, user, password, host, port, query: query ?? '' };
}

function turnServer(url: string): RTCIceServer | null {
  const parsed = parseTurnUrl(url);
  if (!parsed) return null;
  const port = parsed.port ? `:${parsed.port}` : '';
  return {
    urls: `${parsed.scheme}:${parsed.host}${port}${parsed.query}`,
    username: decodeURIComponent(parsed.user ?? ''),
    credential: decodeURIComponent(parsed.password ?? ''),
  };
}

const STUN_URL = /^stuns?:[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/**
 * RTCIceServers for a join: its valid TURN servers; when it has none, the defaults (runtime
 * config `defaultIceServers`: STUN URLs as they are, TURN URLs with credentials), or the public
 * STUN server when the config names none. A URL that cannot work is left out, never thrown on.
 */
export function iceServersFrom(turnServers: readonly string[] | null | undefined, defaults: readonly string[] = [DEFAULT_STUN_URL]): RTCIceServer[] {
  const fromJoin = (turnServers ?? []).map(turnServer).filter((server) => server !== null);
  if (fromJoin.length > 0) return fromJoin;
  return defaults
    .map((url) => (STUN_URL.test(url.trim()) ? { urls: url.trim() } : turnServer(url)))
    .filter((server) => server !== null);
}

/**
 * The join's candidates that its offer does not already carry. A device may send each candidate in
 * both (the emulator's offer waits for gathering, as werift writes candidates into it); adding one
 * again changes nothing and costs a trip to the browser's WebRTC thread.
 */
export function candidatesNotInOffer<C extends { candidate?: string | null }>(offerSdp: string, candidates: readonly C[]): C[] {
  const inOffer = new Set(offerSdp.split(/\r?\n/).filter((line) => line.startsWith('a=candidate:')).map((line) => line.slice(2).trim()));
  return candidates.filter((c) => !inOffer.has((c.candidate ?? '').trim()));
}

export function toIceCandidate(candidate: RTCIceCandidate | RTCIceCandidateInit): IceCandidate {
  return {
    candidate: candidate.candidate ?? '',
    sdpMid: candidate.sdpMid ?? null,
    sdpMLineIndex: candidate.sdpMLineIndex ?? null,
    usernameFragment: candidate.usernameFragment ?? null,
  };
}

/**
 * Collects local candidates and sends them in batches, so a burst of candidates costs one
 * request. Held until released: the answer must reach the device before any candidate.
 */
export class CandidateBatcher {
  private queue: IceCandidate[] = [];
  private timer: unknown = null;
  private released = false;
  private stopped = false;

  constructor(
    private readonly send: (candidates: IceCandidate[]) => void,
    private readonly env: TimerEnv,
    private readonly delayMs = ICE_BATCH_MS,
  ) {}

  add(candidate: IceCandidate): void {
    if (this.stopped) return;
    this.queue.push(candidate);
    this.schedule();
  }

  release(): void {
    this.released = true;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    this.queue = [];
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (!this.released || this.stopped || this.timer !== null || this.queue.length === 0) return;
    this.timer = this.env.setTimeout(() => {
      this.timer = null;
      const batch = this.queue;
      this.queue = [];
      if (!this.stopped && batch.length > 0) this.send(batch);
    }, this.delayMs);
  }
}

/** Resolves when gathering completes, after waitMs or when `stop` aborts, whichever comes first. */
export function waitForIceGathering(pc: RTCPeerConnection, waitMs: number, env: TimerEnv, stop?: AbortSignal): Promise<void> {
  if (pc.iceGatheringState === 'complete' || stop?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      env.clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      stop?.removeEventListener('abort', done);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = env.setTimeout(done, waitMs);
    pc.addEventListener('icegatheringstatechange', check);
    stop?.addEventListener('abort', done);
  });
}
