// What a call asks its device to hold back (openapi/device-control.yaml video_hold, audio_hold):
// the picture while it is not shown (a wall tile out of sight, a hidden tab), the room's sound
// while nobody listens (a wall plays one room at a time). The remote tracks are disabled as well,
// so a device that refuses still shows and plays nothing. Plain TypeScript, no React.
import type { ControlChannel } from './control-channel';

export class RemoteHolds {
  private shown = true;
  private heard = true;
  private channel: ControlChannel | null = null;

  constructor(private readonly remoteStream: () => MediaStream | null) {}

  /** True while the picture is shown (no video held). */
  get receiving(): boolean {
    return this.shown;
  }

  /** Shows (true) or holds the picture; false when nothing changed. */
  setReceiving(on: boolean): boolean {
    if (on === this.shown) return false;
    this.shown = on;
    for (const track of this.remoteStream()?.getVideoTracks() ?? []) track.enabled = on;
    this.sendVideoHold();
    return true;
  }

  /** Plays (true) or holds the room's sound. */
  setAudible(on: boolean): void {
    const changed = on !== this.heard;
    this.heard = on;
    for (const track of this.remoteStream()?.getAudioTracks() ?? []) track.enabled = on;
    if (changed) this.sendAudioHold();
  }

  /** A track the device just started sending: enabled as the holds in force say. */
  apply(track: MediaStreamTrack): void {
    track.enabled = track.kind === 'video' ? this.shown : this.heard;
  }

  /** The call's control channel: holds in force (set before it existed or opened) go out once it is open. */
  attach(channel: ControlChannel, raw: RTCDataChannel): void {
    this.channel = channel;
    this.sendPending();
    raw.addEventListener('open', () => this.sendPending());
  }

  private sendPending(): void {
    if (!this.shown) this.sendVideoHold();
    if (!this.heard) this.sendAudioHold();
  }

  private sendVideoHold(): void {
    if (this.channel?.open) this.channel.send({ type: 'video_hold', hold: !this.shown }).catch(() => undefined);
  }

  private sendAudioHold(): void {
    if (this.channel?.open) this.channel.send({ type: 'audio_hold', hold: !this.heard }).catch(() => undefined);
  }
}
