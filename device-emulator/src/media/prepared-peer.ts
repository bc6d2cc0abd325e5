// A device's side of a call up to its offer: the peer connection with its video and audio
// transceivers and the `control` data channel, the offer made and the candidates gathered. Nothing
// in it depends on the device or the join (the certificate is one per process; faults, PTZ and
// the knock apply once the call exists), so the emulator makes a few ahead of time (ReadyPeers) and
// a join that finds one answers at once. A wall's Connect All of 30 tiles on this 2-core machine
// (6 runs each): the last join was answered 1.13 s after the click (median) with each offer made
// at its join, one after another on the emulator's one thread, and 0.57 s with prepared peers.
import { MediaStreamTrack, RTCPeerConnection, type RTCDataChannel, type RTCRtpTransceiver } from 'werift';
import { devicePeerConfig, GATHER_TIMEOUT_MS } from './peer-config.ts';
import { asDtlsClient } from './renegotiation.ts';

export interface IceCandidate { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null }

export interface PreparedPeer {
  pc: RTCPeerConnection;
  video: MediaStreamTrack;
  audio: MediaStreamTrack;
  videoTransceiver: RTCRtpTransceiver;
  control: RTCDataChannel;
  offer: { sdp: string; ice_candidates: IceCandidate[] };
}

/** Makes the peer and its offer, waiting (briefly) for the device's candidates to be in it. */
export async function preparePeer(stunUrl: string): Promise<PreparedPeer> {
  const pc = new RTCPeerConnection(devicePeerConfig(stunUrl));
  try {
    const video = new MediaStreamTrack({ kind: 'video' });
    const audio = new MediaStreamTrack({ kind: 'audio' });
    // sendrecv: a kiosk device shows the clinician's video when they turn theirs on.
    const videoTransceiver = pc.addTransceiver(video, { direction: 'sendrecv' });
    pc.addTransceiver(audio, { direction: 'sendrecv' });
    const control = pc.createDataChannel('control');
    const candidates: IceCandidate[] = [];
    pc.onIceCandidate.subscribe((candidate) => {
      if (candidate?.candidate) candidates.push(candidate.toJSON());
    });
    const gathered = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
      pc.iceGatheringStateChange.subscribe((state) => {
        if (state === 'complete') { clearTimeout(timer); resolve(); }
      });
    });
    await pc.setLocalDescription(await pc.createOffer());
    if (pc.iceGatheringState !== 'complete') await gathered;
    // The device takes the DTLS client role: as server, werift only starts listening once its own
    // ICE check completes, so Chromium's first ClientHello is lost and retried ~1 s later.
    const offer = { sdp: asDtlsClient(pc.localDescription?.sdp ?? ''), ice_candidates: [...candidates] };
    return { pc, video, audio, videoTransceiver, control, offer };
  } catch (error) {
    void pc.close();
    throw error;
  }
}

/** How many prepared peers the emulator keeps: a wall of 30 tiles and a visit or two. */
export const READY_PEERS = 32;
/** The pool is filled again this long after the last join took from it: not while calls connect. */
export const REFILL_AFTER_MS = 3_000;
/**
 * A peer unused this long is made again: its offer names the machine's addresses as they were, and
 * a laptop may have changed networks since. 32 peers cost about 0.2 CPU-s to make again.
 */
export const PEER_MAX_AGE_MS = 10 * 60_000;

interface Ready { peer: PreparedPeer; madeAt: number }

/**
 * Prepared peers for the next joins, whichever devices they are for. One is made at a time, and
 * only once no join has taken one for REFILL_AFTER_MS, so the filling never competes with calls
 * that are connecting. A join that finds the pool empty prepares its own peer, as before. Peers
 * older than PEER_MAX_AGE_MS are closed and made again, and never handed out.
 */
export class ReadyPeers {
  /** Oldest first. */
  private readonly ready: Ready[] = [];
  private filling = false;
  private timer: NodeJS.Timeout | null = null;
  private renewTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly make: () => Promise<PreparedPeer>,
    private readonly size = READY_PEERS,
    private readonly refillAfterMs = REFILL_AFTER_MS,
    private readonly log: (message: string) => void = () => {},
    private readonly maxAgeMs = PEER_MAX_AGE_MS,
  ) {}

  get count(): number {
    return this.ready.length;
  }

  /** Fills the pool after the delay (at start, and after each take). */
  scheduleFill(delayMs = this.refillAfterMs): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.fill();
    }, delayMs);
    this.timer.unref();
  }

  /** A prepared peer, or null when none is ready. */
  take(): PreparedPeer | null {
    this.dropStale();
    const entry = this.ready.shift() ?? null;
    this.scheduleFill();
    return entry?.peer ?? null;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.renewTimer) clearTimeout(this.renewTimer);
    for (const { peer } of this.ready.splice(0)) void peer.pc.close();
  }

  private async fill(): Promise<void> {
    if (this.filling) return;
    this.filling = true;
    try {
      // A take meanwhile re-arms the timer: filling stops and starts again once joins are over.
      while (!this.closed && this.timer === null && this.ready.length < this.size) {
        const peer = await this.make();
        if (this.closed) void peer.pc.close();
        else this.ready.push({ peer, madeAt: Date.now() });
      }
    } catch (error) {
      this.log(`no prepared peer: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.filling = false;
      this.scheduleRenewal();
    }
  }

  private dropStale(): void {
    const now = Date.now();
    while (this.ready[0] && now - this.ready[0].madeAt >= this.maxAgeMs) void this.ready.shift()?.peer.pc.close();
  }

  /** When the oldest peer comes of age, it goes, and the pool is filled again (unless joins are taking). */
  private scheduleRenewal(): void {
    const oldest = this.ready[0];
    if (this.closed || this.renewTimer || !oldest) return;
    this.renewTimer = setTimeout(() => {
      this.renewTimer = null;
      this.dropStale();
      if (this.timer === null) this.scheduleFill(0);
      else this.scheduleRenewal();
    }, Math.max(0, oldest.madeAt + this.maxAgeMs - Date.now()));
    this.renewTimer.unref();
  }
}
