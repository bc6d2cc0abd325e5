// The browser's side of the device's offer (live-video §9): the offer applied with the candidates
// it does not carry, the answer made and sent through the signal call, then the browser's own
// candidates in batches (never before the answer: the device must have it first). Also the answer
// to a device's later offer on the control channel (its video paused or live again).
import { CandidateBatcher, candidatesNotInOffer, toIceCandidate, waitForIceGathering } from './ice';
import type { SessionEnv } from './session-env';

type IceCandidate = ReturnType<typeof toIceCandidate>;
export type SignalBody = { signal_type: 'sdp-answer'; sdp: string } | { signal_type: 'ice-candidates'; ice_candidates: IceCandidate[] };

export interface AnswerExchangeOptions {
  env: SessionEnv;
  /** The signal call, with the session's meeting and device. */
  send(body: SignalBody): Promise<unknown>;
  /** A batch of the browser's candidates could not be sent: the device cannot reach it. */
  onCandidatesLost(): void;
}

export interface AnswerSteps {
  /** Readies what the answer offers to send (OutgoingMedia.prepare); the answer does not wait for camera and microphone. */
  beforeAnswer(): void;
  /** The answer is the local description: the local media may be attached from now on. */
  answerSet(): void;
  /** The call has a STUN or TURN server, or wants its candidates in the answer: the answer waits for gathering (at most the spec's 1.5 s). */
  waitForGathering: boolean;
  /** The call ended meanwhile: nothing more is sent, a wait stops. */
  ended: AbortSignal;
}

export class AnswerExchange {
  private readonly batcher: CandidateBatcher;
  private answerSent = false;

  /** Made before the offer is applied, so no candidate event is missed. */
  constructor(private readonly pc: RTCPeerConnection, private readonly o: AnswerExchangeOptions) {
    this.batcher = new CandidateBatcher(
      (candidates) => void o.send({ signal_type: 'ice-candidates', ice_candidates: candidates }).catch(() => o.onCandidatesLost()),
      o.env,
      o.env.iceBatchMs,
    );
    pc.addEventListener('icecandidate', (event) => {
      // Candidates gathered before the answer was read travel inside it.
      if (event.candidate?.candidate && this.answerSent) this.batcher.add(toIceCandidate(event.candidate));
    });
  }

  /** Answers the join's offer; false when the call ended before the answer went. Throws when a step fails. */
  async answer(offer: { sdp: string; ice_candidates: readonly RTCIceCandidateInit[] }, steps: AnswerSteps): Promise<boolean> {
    const pc = this.pc;
    await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
    // Added together, not one after another (the browser applies them in order anyway); one
    // unusable device candidate must not cost the call: the others may work.
    await Promise.all(candidatesNotInOffer(offer.sdp, offer.ice_candidates).map((candidate) => pc.addIceCandidate(candidate).catch(() => undefined)));
    steps.beforeAnswer();
    await pc.setLocalDescription(await pc.createAnswer());
    steps.answerSet();
    // With a STUN or TURN server, their candidates are what a device on another network needs.
    // Without one there are only host addresses, which the device learns from the browser's own
    // checks, so a visit's answer leaves at once and they follow in the 40 ms batches (its first
    // frame about 40 ms sooner, measured with the local stack, which names no ICE server). A wall's
    // tiles wait for them all the same (VideoSessionOptions.candidatesInAnswer).
    if (steps.waitForGathering) await waitForIceGathering(pc, this.o.env.iceGatheringWaitMs, this.o.env, steps.ended);
    if (steps.ended.aborted) return false;
    this.answerSent = true;
    await this.o.send({ signal_type: 'sdp-answer', sdp: pc.localDescription?.sdp ?? '' });
    if (steps.ended.aborted) return false;
    this.batcher.release();
    return true;
  }

  /** The device's new offer (video paused: the track mutes; live again): no ICE restart, no wait. */
  async renegotiate(offerSdp: string): Promise<string> {
    await this.pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    const sdp = this.pc.localDescription?.sdp;
    if (!sdp) throw new Error('No answer to send');
    return sdp;
  }

  stop(): void {
    this.batcher.stop();
  }
}
