// One call between a device and a browser peer. The device is the offerer: video send-only, audio
// both ways, and the `control` data channel (camera commands, answered on it). Once connected the
// call is sent the packets since the last keyframe, then the live stream; a call joined with
// play_greeting first hears the door knock in place of the room tone. A frozen camera also
// renegotiates its video to recvonly (renegotiation.ts) so the browser's track mutes. What picture
// the call is sent (holds, keyframes asked for) is call-video.ts.
import { RtpPacket, type MediaStreamTrack, type RTCDataChannel, type RTCPeerConnection } from 'werift';
import { parseControl, type AudioHold, type CameraMessage, type ControlReply, type RenegotiateAnswer, type VideoHold } from '../control/control-messages.ts';
import type { PtzPosition } from '../ptz.ts';
import { CallVideo } from './call-video.ts';
import { dropsPacket, type MediaFaults } from './faults.ts';
import type { IceCandidate, PreparedPeer } from './prepared-peer.ts';
import { VideoRenegotiation } from './renegotiation.ts';
import { RtpContinuity } from './rtp-continuity.ts';
import { TrainingPatient } from './training-patient.ts';

export type ConnectionState = RTCPeerConnection['connectionState'];
export type CallEndReason = 'failed' | 'closed';

/** Where a call's media comes from: the device's live camera (device-camera.ts) or the monitoring loop. */
export interface CallSource {
  /** Packets to send first so the picture starts at once (from the last keyframe), maybe none. */
  keyframePackets(): readonly Buffer[];
  onVideo(listener: (packet: Buffer) => void): () => void;
  onAudio(listener: (packet: Buffer) => void): () => void;
  /** Makes the next video frame a keyframe, for a source that can (the monitoring loop). */
  restartVideo?(): void;
}

/**
 * Chromium hides its host address behind an mDNS name (`<uuid>.local`). werift resolves each one by
 * multicast and waits up to 10 s when nobody answers (measured: the last of 30 tiles 15-22 s late);
 * it needs none of them, since it learns the browser's address from the browser's own checks.
 */
export const isMdnsCandidate = (candidate: string): boolean => /\.local$/i.test(candidate.split(' ')[4] ?? '');

/** The answer without mDNS candidates, for an answer sent after gathering (candidates in the SDP). */
export const withoutMdnsCandidates = (sdp: string): string =>
  sdp.split('\r\n').filter((line) => !(line.startsWith('a=candidate:') && isMdnsCandidate(line.slice(2)))).join('\r\n');

export interface CallOptions {
  /** When the join reached the device (performance.now()): the steps count from there. */
  joinedAt: number;
  /** The join allowed PTZ control (the clinician's ptz setting). */
  ptz: boolean;
  /** Opus payloads of the knock to play first, or null. */
  knock: Buffer[] | null;
  /** Answers one control-channel message (the device applies it). */
  onControl: (message: CameraMessage, ptz: boolean) => ControlReply;
  onKnockPlayed: () => void;
  /** The camera position now, for the ack of a renegotiation answer. */
  position: () => PtzPosition;
  log: (message: string) => void;
  /** A training video: its audio is the scripted patient's speech (training-patient.ts), not the room tone. */
  training?: boolean;
}

/** A call nobody connects to within this time ends (the browser gives up after 60 s too). */
export const CONNECT_TIMEOUT_MS = 60_000;

export class DeviceCall {
  audioPackets = 0;
  /** Packets of the room's sound sent (none while held). */
  audioSent = 0;
  /**
   * When each step of connecting came, ms after the join reached the device: the offer ready (at
   * once from a prepared peer), the browser's answer applied, ICE and DTLS connected, the first
   * video packet sent. The device's side of a bench's breakdown.
   */
  readonly steps: { offer?: number; answer?: number; ice_connected?: number; dtls_connected?: number; first_video?: number } = {};
  readonly pc: RTCPeerConnection;
  readonly control: RTCDataChannel;
  /** The device's offer and candidates (made before the call, PreparedPeer). */
  readonly offer: PreparedPeer['offer'];
  /** The picture this call is sent. */
  private readonly video: CallVideo;
  private readonly audio: MediaStreamTrack;
  private unsubscribe: (() => void)[] = [];
  private ended = false;
  private readonly connectTimer: NodeJS.Timeout;
  private knockFrame = 0;
  private readonly renegotiation: VideoRenegotiation;
  /** Nobody listens to this room on the browser's side (audio_hold): no room sound is sent, nor a training patient's speech. */
  private audioHeld = false;
  /** Sequence numbers that run on across a hold (a gap would count as loss). */
  private readonly audioSeq = new RtpContinuity();
  /** The scripted patient of a training video, who talks and listens on the call's audio. */
  readonly patient: TrainingPatient | null;

  constructor(
    readonly meetingId: string,
    readonly peerId: string,
    peer: PreparedPeer,
    private readonly source: CallSource,
    private readonly faults: () => MediaFaults,
    private readonly onEnded: (reason: CallEndReason) => void,
    private readonly options: CallOptions,
  ) {
    ({ pc: this.pc, control: this.control, offer: this.offer, audio: this.audio } = peer);
    this.step('offer');
    this.video = new CallVideo(peer.video, source, {
      faults,
      flowing: () => this.unsubscribe.length > 0,
      negotiated: () => this.renegotiation.live,
      sent: () => this.step('first_video'),
    });
    this.patient = options.training ? new TrainingPatient(this.audio, undefined, options.log) : null;
    this.renegotiation = new VideoRenegotiation(
      this.pc, peer.videoTransceiver, (reply) => this.sendControl(reply), () => this.control.readyState === 'open' && !this.ended,
      (live) => { if (live) this.video.resume(); }, options.log,
    );
    this.renegotiation.setLive(!faults().freeze);
    this.control.onMessage.subscribe((raw) => {
      const parsed = parseControl(raw);
      if (!parsed.ok) this.sendControl(options.onControl(parsed, options.ptz));
      else if (parsed.command.type === 'renegotiate_answer') void this.takeAnswer(parsed.command);
      else if (parsed.command.type === 'video_hold') this.hold(parsed.command);
      else if (parsed.command.type === 'audio_hold') this.holdAudio(parsed.command);
      else this.sendControl(options.onControl({ ok: true, command: parsed.command }, options.ptz));
    });
    this.control.stateChanged.subscribe((state) => { if (state === 'open') this.renegotiation.resume(); });
    peer.videoTransceiver.sender.onPictureLossIndication.subscribe(() => this.video.keyframeAsked());
    this.pc.onTrack.subscribe((track) => {
      if (track.kind !== 'audio') return;
      track.onReceiveRtp.subscribe((rtp) => {
        this.audioPackets += 1;
        this.patient?.heard(rtp.payload);
      });
    });
    this.connectTimer = setTimeout(() => this.end('failed'), CONNECT_TIMEOUT_MS);
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') this.goLive();
      if (state === 'failed') this.end('failed');
    });
    this.pc.iceConnectionStateChange.subscribe((state) => {
      if (state === 'connected') this.step('ice_connected');
    });
  }

  get connectionState(): ConnectionState {
    return this.pc.connectionState;
  }

  get framesSent(): number {
    return this.video.framesSent;
  }

  get keyframesAsked(): number {
    return this.video.keyframesAsked;
  }

  async setAnswer(sdp: string): Promise<void> {
    await this.pc.setRemoteDescription({ type: 'answer', sdp: withoutMdnsCandidates(sdp) });
    this.step('answer');
    // Media may flow once DTLS is up; the connection state also waits for the data channel's SCTP.
    const transceiver = this.pc.getTransceivers()[0];
    transceiver?.sender.dtlsTransport.onStateChange.subscribe((state) => {
      if (state !== 'connected') return;
      this.step('dtls_connected');
      this.goLive();
    });
  }

  async addCandidates(candidates: IceCandidate[]): Promise<void> {
    for (const { candidate, sdpMid, sdpMLineIndex } of candidates) {
      if (candidate && !isMdnsCandidate(candidate)) await this.pc.addIceCandidate({ candidate, sdpMid: sdpMid ?? undefined, sdpMLineIndex: sdpMLineIndex ?? undefined });
    }
  }

  /** The camera froze or runs again: the browser is offered the matching video direction. */
  setFrozen(frozen: boolean): void {
    this.renegotiation.setLive(!frozen);
  }

  /** Drops the call as a lost connection would: the peer closes and the backend is told it failed. */
  drop(): void {
    this.end('failed');
  }

  /** Ends the call from this side (a leave, the device going offline). */
  async close(): Promise<void> {
    this.ended = true;
    this.renegotiation.close();
    this.stopMedia();
    await this.pc.close();
  }

  private goLive(): void {
    clearTimeout(this.connectTimer);
    if (this.unsubscribe.length || this.ended) return;
    this.patient?.prepare();
    for (const packet of this.source.keyframePackets()) this.video.send(packet);
    this.unsubscribe = [
      this.source.onVideo((packet) => this.video.send(packet)),
      // A training video's patient speaks on the audio track instead.
      ...(this.patient ? [] : [this.source.onAudio((packet) => this.roomSound(packet))]),
    ];
  }

  /** Sends a reply on the control channel; false (dropped) when the channel is not open. */
  sendControl(reply: ControlReply): boolean {
    if (this.control.readyState !== 'open') return false;
    this.control.send(JSON.stringify(reply));
    return true;
  }

  private async takeAnswer({ id, sdp }: RenegotiateAnswer): Promise<void> {
    try {
      await this.renegotiation.answer(sdp);
      this.sendControl({ type: 'ack', id, ok: true, ptz: this.options.position() });
    } catch (error) {
      this.sendControl({ type: 'ack', id, ok: false, error: error instanceof Error ? error.message : String(error), ptz: this.options.position() });
    }
  }

  private holdAudio({ id, hold }: AudioHold): void {
    if (this.audioHeld && !hold) this.audioSeq.resume();
    this.audioHeld = hold;
    this.patient?.hold(hold);
    this.sendControl({ type: 'ack', id, ok: true, ptz: this.options.position() });
  }

  /** The room tone for this call: none while held, then numbered on from the last packet sent. */
  private roomSound(packet: Buffer): void {
    // Packet loss (a fault) is meant to show in the browser's stats: its gaps stay.
    if (this.audioHeld || dropsPacket(this.faults())) return;
    this.audioSent += 1;
    this.sendAudio(this.audioSeq.next(packet));
  }

  private hold({ id, hold }: VideoHold): void {
    this.sendControl({ type: 'ack', id, ok: true, ptz: this.options.position() });
    this.video.setHeld(hold);
  }

  private sendAudio(packet: Buffer): void {
    const knock = this.options.knock;
    if (!knock || this.knockFrame >= knock.length) {
      this.audio.writeRtp(packet);
      return;
    }
    // The room tone's header keeps sequence and timing continuous; only the sound is the knock's.
    const rtp = RtpPacket.deSerialize(packet);
    rtp.payload = knock[this.knockFrame] ?? rtp.payload;
    this.knockFrame += 1;
    this.audio.writeRtp(rtp);
    if (this.knockFrame === knock.length) this.options.onKnockPlayed();
  }

  /** The first time of a step only. */
  private step(name: keyof DeviceCall['steps']): void {
    this.steps[name] ??= Math.round(performance.now() - this.options.joinedAt);
  }

  private end(reason: CallEndReason): void {
    if (this.ended) return;
    this.ended = true;
    this.renegotiation.close();
    this.stopMedia();
    this.onEnded(reason);
    void this.pc.close();
  }

  private stopMedia(): void {
    clearTimeout(this.connectTimer);
    this.patient?.close();
    for (const stop of this.unsubscribe) stop();
    this.unsubscribe = [];
  }
}
