// What the device sends on a call: its tracks, gathered into the remote stream and enabled as the
// holds in force say (remote-holds.ts), and its control channel (PTZ, the holds, its renegotiation
// offers). The counterpart of outgoing-media.ts; part of VideoSession, without React.
import { CONTROL_CHANNEL_LABEL, ControlChannel, type RenegotiateHandler } from './control-channel';
import { RemoteHolds } from './remote-holds';
import type { SessionEnv } from './session-env';
import type { SessionSnapshot } from './session-types';

/** What the incoming media needs of its session. */
export interface IncomingHost {
  isEnded(): boolean;
  remoteStream(): MediaStream | null;
  update(patch: Partial<Pick<SessionSnapshot, 'remoteStream' | 'controlOpen'>>): void;
  /** The patient's video track muted (true) or live again: a freeze while the call plays. */
  videoMuted(muted: boolean): void;
  /** Answers the device's renegotiation offer on the call's connection. */
  renegotiate: RenegotiateHandler;
  /** The device closed its channel: it left the room. */
  closed(): void;
}

export class IncomingMedia {
  private channel: ControlChannel | null = null;
  /** The picture and the room's sound the device is asked to hold (a wall tile out of sight, not heard). */
  private readonly holds: RemoteHolds;

  constructor(
    private readonly env: Pick<SessionEnv, 'createMediaStream' | 'setTimeout' | 'clearTimeout' | 'controlAckTimeoutMs'>,
    private readonly host: IncomingHost,
  ) {
    this.holds = new RemoteHolds(() => host.remoteStream());
  }

  /** The device's control channel, once it opened it (null after the call). */
  get control(): ControlChannel | null {
    return this.channel;
  }

  /** True while the picture is shown (no video held). */
  get receiving(): boolean {
    return this.holds.receiving;
  }

  /** Shows (true) or holds the picture; false when nothing changed. */
  setReceiving(on: boolean): boolean {
    return this.holds.setReceiving(on);
  }

  /** Plays (true) or holds the room's sound. */
  setAudible(on: boolean): void {
    this.holds.setAudible(on);
  }

  /** Takes what the device sends on `pc`: its tracks and its control channel. */
  listen(pc: RTCPeerConnection): void {
    pc.addEventListener('track', (event) => this.addTrack(event.track));
    pc.addEventListener('datachannel', (event) => {
      if (event.channel.label === CONTROL_CHANNEL_LABEL) this.adoptControl(event.channel);
    });
  }

  /** The call is over: the control channel is let go. */
  release(): void {
    this.channel?.dispose();
    this.channel = null;
  }

  private addTrack(track: MediaStreamTrack): void {
    if (this.host.isEnded()) return;
    // The device's offer carries no a=msid, so the event has no stream of its own.
    const stream = this.host.remoteStream() ?? this.env.createMediaStream([]);
    // Renegotiating the device's video back on fires `track` again for the track already shown.
    if (stream.getTracks().includes(track)) return;
    stream.addTrack(track);
    this.holds.apply(track);
    if (track.kind === 'video') {
      this.host.videoMuted(track.muted);
      track.addEventListener('mute', () => this.host.videoMuted(true));
      track.addEventListener('unmute', () => this.host.videoMuted(false));
    }
    this.host.update({ remoteStream: stream });
  }

  private adoptControl(raw: RTCDataChannel): void {
    if (this.host.isEnded()) return;
    this.channel?.dispose();
    this.channel = new ControlChannel(raw, this.env, this.env.controlAckTimeoutMs);
    this.channel.onRenegotiate(this.host.renegotiate);
    this.host.update({ controlOpen: raw.readyState === 'open' });
    raw.addEventListener('open', () => this.host.update({ controlOpen: true }));
    // Hidden (or not listened to) before the channel opened: the hold goes out once it can.
    this.holds.attach(this.channel, raw);
    // The device closes its channel when it leaves the room.
    raw.addEventListener('close', () => this.host.closed());
  }
}
