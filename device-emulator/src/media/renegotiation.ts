// A call's video direction, renegotiated on the control channel (openapi/device-control.yaml):
// while the camera is frozen the device offers `recvonly` video, so the browser's remote track
// really mutes (Chromium does not mute a track when RTP merely stops); when it runs again the
// device offers `sendrecv` again (a kiosk shows the clinician's video). Not `inactive`: werift gives an inactive m-section port 0,
// which Chromium rejects. One offer at a time; a change made while one waits is offered after it.
// The offer (~2.2 kB of JSON) takes two SCTP chunks; while media flows werift now and then loses
// the last one and resends it after its 1 s retransmission timeout, so the browser's mute may
// come ~1.3 s after the freeze (the decoded-frame watch has seen the freeze long before). A
// trimmed one-chunk offer (no candidates, transport attributes in the BUNDLE-tagged section only)
// is accepted by Chromium but then closes the data channel: not worth it.
import type { RTCPeerConnection, RTCRtpTransceiver } from 'werift';
import type { ControlReply } from '../control/control-messages.ts';

/** An offer the browser has not answered by then is rolled back (the call keeps its media). */
export const RENEGOTIATE_ANSWER_TIMEOUT_MS = 5_000;

/**
 * The device takes the DTLS client role in its first offer (see DeviceCall.createOffer). Later
 * offers already carry the negotiated role; this only matters if one were still open.
 */
export const asDtlsClient = (sdp: string): string => sdp.replaceAll('a=setup:actpass', 'a=setup:active');

interface Waiting { done(answered: boolean): void; timer: NodeJS.Timeout }

export class VideoRenegotiation {
  private wantLive = true;
  private negotiatedLive = true;
  private waiting: Waiting | null = null;
  private running = false;
  private closed = false;

  constructor(
    private readonly pc: RTCPeerConnection,
    private readonly video: RTCRtpTransceiver,
    /** Sends on the control channel; false when it is not open. */
    private readonly send: (reply: ControlReply) => boolean,
    /** The call is up and its control channel open: an offer can reach the browser. */
    private readonly ready: () => boolean,
    private readonly onLive: (live: boolean) => void,
    private readonly log: (message: string) => void,
    private readonly answerTimeoutMs = RENEGOTIATE_ANSWER_TIMEOUT_MS,
  ) {}

  /** True while the browser expects video from this device (the last completed negotiation). */
  get live(): boolean {
    return this.negotiatedLive;
  }

  /** The camera froze (false) or runs again (true); offered as soon as the call can carry it. */
  setLive(live: boolean): void {
    this.wantLive = live;
    this.resume();
  }

  /** Offers what is still to offer: called again when the control channel opens. */
  resume(): void {
    void this.run().catch((error: unknown) => this.log(`renegotiation failed: ${error instanceof Error ? error.message : String(error)}`));
  }

  /** Applies the browser's answer to the waiting offer; throws (for the ack) when it cannot. */
  async answer(sdp: string): Promise<void> {
    const waiting = this.waiting;
    if (!waiting) throw new Error('No renegotiation offer is waiting for an answer');
    this.waiting = null;
    clearTimeout(waiting.timer);
    try {
      await this.pc.setRemoteDescription({ type: 'answer', sdp });
    } catch (error) {
      await this.rollback();
      waiting.done(false);
      throw new Error(`The renegotiation answer could not be applied: ${error instanceof Error ? error.message : String(error)}`);
    }
    waiting.done(true);
  }

  close(): void {
    this.closed = true;
    if (this.waiting) clearTimeout(this.waiting.timer);
    this.waiting?.done(false);
    this.waiting = null;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (!this.closed && this.wantLive !== this.negotiatedLive && this.pc.signalingState === 'stable' && this.ready()) {
        const live = this.wantLive;
        // Not answered: the old directions stand; the next change tries again.
        if (!(await this.offer(live))) return;
        this.negotiatedLive = live;
        this.onLive(live);
      }
    } finally {
      this.running = false;
    }
  }

  private async offer(live: boolean): Promise<boolean> {
    this.video.setDirection(live ? 'sendrecv' : 'recvonly');
    await this.pc.setLocalDescription(await this.pc.createOffer());
    if (this.closed) return false;
    const answered = new Promise<boolean>((done) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        this.log(`no answer to the ${live ? 'sendrecv' : 'recvonly'} video offer; rolled back`);
        void this.rollback().then(() => done(false));
      }, this.answerTimeoutMs);
      this.waiting = { done, timer };
    });
    if (!this.send({ type: 'renegotiate', sdp: asDtlsClient(this.pc.localDescription?.sdp ?? '') })) {
      if (this.waiting) clearTimeout(this.waiting.timer);
      this.waiting = null;
      await this.rollback();
      return false;
    }
    return answered;
  }

  private async rollback(): Promise<void> {
    this.video.setDirection(this.negotiatedLive ? 'sendrecv' : 'recvonly');
    if (this.closed || this.pc.signalingState !== 'have-local-offer') return;
    await this.pc.setLocalDescription({ type: 'rollback' });
  }
}
