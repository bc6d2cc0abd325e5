// What the clinician sends on a call: their microphone and camera (or shared screen), attached as
// they open; mute; Aimee's mix in place of the microphone; and Talk on a listen-only session (a
// wall tile), which opens the microphone without renegotiating. Part of VideoSession, without React.
import { mediaErrorFrom } from './media-permissions';
import { releaseMedia, type LocalMedia } from './local-media';
import type { SessionEnv } from './session-env';
import type { SessionErrorCode, SessionSnapshot, VideoSessionOptions } from './session-types';

/** What the outgoing media needs of its session. */
export interface OutgoingHost {
  isEnded(): boolean;
  micMuted(): boolean;
  update(patch: Partial<Pick<SessionSnapshot, 'micMuted' | 'localStream'>>): void;
  /** The media could not be had: the call ends with why. */
  fail(error: SessionErrorCode): void;
}

type OutgoingOptions = Pick<VideoSessionOptions, 'preview' | 'sendVideo' | 'shareScreen' | 'talk'>;

export class OutgoingMedia {
  private local: MediaStream | null = null;
  /** The senders of the answer's sending transceivers, by kind. */
  private readonly senders = new Map<string, RTCRtpSender>();
  /** The audio sender a Talk microphone goes to (talk sessions only). */
  private talkSender: RTCRtpSender | null = null;
  private talkChange: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly o: OutgoingOptions,
    private readonly env: Pick<SessionEnv, 'getUserMedia' | 'createMediaStream'>,
    private readonly host: OutgoingHost,
  ) {}

  /**
   * Before the answer is made: the transceivers the clinician's media will go out on are set to
   * send, so the answer need not wait for the camera and microphone (a real webcam takes hundreds
   * of ms to start, the screen picker as long as the user takes); the tracks go in as they open
   * (attach), with no new offer. A preview listens only; a talk session's audio sends nothing yet.
   */
  prepare(pc: RTCPeerConnection): void {
    if (!this.o.preview) {
      const kinds = this.o.sendVideo || this.o.shareScreen ? ['audio', 'video'] : ['audio'];
      for (const transceiver of pc.getTransceivers()) {
        const kind = transceiver.receiver.track.kind;
        if (!kinds.includes(kind) || this.senders.has(kind)) continue;
        transceiver.direction = 'sendrecv';
        this.senders.set(kind, transceiver.sender);
      }
    }
    if (this.o.talk) {
      const audio = pc.getTransceivers?.().find((t) => t.receiver.track.kind === 'audio');
      if (!audio) return;
      audio.direction = 'sendrecv';
      this.talkSender = audio.sender;
    }
  }

  /** The camera and microphone opened (or failed: the call ends with why). */
  async attach(local: LocalMedia): Promise<void> {
    if (this.host.isEnded()) return releaseMedia(local);
    if ('error' in local) return this.host.fail(local.error);
    this.local = local.stream;
    this.setMuted(this.host.micMuted());
    this.host.update({ localStream: local.stream });
    for (const track of local.stream.getTracks()) await this.senders.get(track.kind)?.replaceTrack(track).catch(() => undefined);
  }

  /** The clinician's microphone track (null in a preview, before the media opened, or after the call). */
  microphone(): MediaStreamTrack | null {
    return this.local?.getAudioTracks()[0] ?? null;
  }

  /** Sends `track` as the call's audio in place of the microphone (null: the microphone again). */
  async replaceAudio(track: MediaStreamTrack | null): Promise<boolean> {
    const sender = this.senders.get('audio');
    if (!sender || this.host.isEnded()) return false;
    await sender.replaceTrack(track ?? this.microphone());
    return true;
  }

  setMuted(muted: boolean): void {
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  /** Talk: the microphone opened to the room (true) or closed (false), one change after another. */
  setTalking(on: boolean): Promise<SessionErrorCode | null> {
    const change = this.talkChange.then(() => (on ? this.startTalking() : this.stopTalking()));
    this.talkChange = change.catch(() => undefined);
    return change;
  }

  /** The call is over: the camera and microphone are let go. */
  release(): void {
    releaseMedia(this.local);
  }

  private async startTalking(): Promise<SessionErrorCode | null> {
    if (this.host.isEnded() || !this.talkSender || !this.host.micMuted()) return null;
    let stream: MediaStream;
    try {
      stream = await this.env.getUserMedia({ audio: true });
    } catch (error) {
      return mediaErrorFrom(error) ?? 'no-local-media-stream';
    }
    const track = stream.getAudioTracks()[0];
    if (this.host.isEnded() || !track) {
      releaseMedia(stream);
      return this.host.isEnded() ? null : 'media-not-found';
    }
    await this.talkSender.replaceTrack(track);
    releaseMedia(this.local);
    this.local = stream;
    this.host.update({ micMuted: false, localStream: stream });
    return null;
  }

  private async stopTalking(): Promise<SessionErrorCode | null> {
    if (this.host.isEnded() || this.host.micMuted()) return null;
    await this.talkSender?.replaceTrack(null);
    releaseMedia(this.local);
    this.local = this.env.createMediaStream([]);
    this.host.update({ micMuted: true, localStream: this.local });
    return null;
  }
}
