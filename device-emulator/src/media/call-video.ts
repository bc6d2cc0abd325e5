// The picture one call is sent: the source's video packets, numbered on across a pause, none while
// the browser holds the picture (video_hold), the camera is frozen or the video is negotiated away,
// and a keyframe at once when the browser asks for one (RTCP PLI) or the picture resumes. Part of
// DeviceCall (device-call.ts).
import type { MediaStreamTrack } from 'werift';
import type { CallSource } from './device-call.ts';
import { dropsPacket, type MediaFaults } from './faults.ts';
import { RtpContinuity } from './rtp-continuity.ts';
import { rtpMarker, rtpSequence, sequenceAfter } from './vp8.ts';

/** Chromium asks again every 200 ms or so until a keyframe arrives; one answer per ask, not more. */
const KEYFRAME_ASK_GAP_MS = 150;

export interface CallVideoHost {
  faults(): MediaFaults;
  /** The call sends video now: connected and not ended. */
  flowing(): boolean;
  /** The browser was offered video (not negotiated away for a frozen camera). */
  negotiated(): boolean;
  /** A video packet went out (the call's first_video step). */
  sent(): void;
}

export class CallVideo {
  framesSent = 0;
  /** Keyframe requests (RTCP PLI) answered with a keyframe (see keyframeAsked). */
  keyframesAsked = 0;
  private lastKeyframeAsk = -Infinity;
  /** The browser shows no picture for now (video_hold): none is sent to this call. */
  private held = false;
  /** Sequence numbers that run on across a hold or a freeze (a gap would count as loss). */
  private readonly seq = new RtpContinuity();
  /** The camera's sequence number of the last video packet sent, to resume from a keyframe. */
  private lastSeq: number | null = null;

  constructor(
    private readonly track: MediaStreamTrack,
    private readonly source: CallSource,
    private readonly host: CallVideoHost,
  ) {}

  /** video_hold: the picture is held, or released (from a keyframe: the browser's decoder waited). */
  setHeld(hold: boolean): void {
    const released = this.held && !hold;
    this.held = hold;
    if (released) this.resume();
  }

  /**
   * The picture resumes after a hold or a freeze: the browser's decoder (or new receiver) needs a
   * keyframe. The numbering runs on from the last packet sent.
   */
  resume(): void {
    this.seq.resume();
    this.sendKeyframe();
  }

  /**
   * The browser lost the picture and asks for a keyframe (RTCP PLI), as after a lost packet of one.
   * The monitoring loop makes its next frame one, where the browser waited up to a second for the
   * loop's own next keyframe. The camera (an ffmpeg encoder, which cannot be asked) has its cached
   * keyframe only if none of it went out yet; otherwise the encoder's next one comes (one a second).
   * Nothing while the picture is held, paused or frozen. At most one answer per
   * KEYFRAME_ASK_GAP_MS: a browser repeats the ask until a keyframe arrives.
   */
  keyframeAsked(): void {
    const now = performance.now();
    if (!this.host.flowing() || this.held || !this.host.negotiated() || now - this.lastKeyframeAsk < KEYFRAME_ASK_GAP_MS) return;
    this.lastKeyframeAsk = now;
    if (this.sendKeyframe()) this.keyframesAsked += 1;
  }

  send(packet: Buffer): void {
    const faults = this.host.faults();
    // Frozen: the call stays up but no picture arrives, as with a stalled camera. While the
    // browser was told the device sends no video, none is sent either.
    if (this.held || faults.freeze || !this.host.negotiated() || dropsPacket(faults)) return;
    this.lastSeq = rtpSequence(packet);
    this.host.sent();
    this.track.writeRtp(this.seq.next(packet));
    if (rtpMarker(packet)) this.framesSent += 1;
  }

  /**
   * Makes the next video sent a keyframe where the source can: the loop steps back to its latest
   * keyframe; the camera's cached keyframe is sent when none of it went out before (a freeze longer
   * than the keyframe interval), so the sequence numbers still only move forward. Otherwise nothing:
   * the encoder's next keyframe comes. True when it did one of those.
   */
  private sendKeyframe(): boolean {
    if (this.host.faults().freeze) return false;
    if (this.source.restartVideo) {
      this.source.restartVideo();
      return true;
    }
    const cached = this.source.keyframePackets();
    const first = cached[0];
    if (!first) return false;
    if (this.lastSeq !== null && !sequenceAfter(rtpSequence(first), this.lastSeq)) return false;
    for (const packet of cached) this.send(packet);
    return true;
  }
}
