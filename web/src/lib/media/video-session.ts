// One video visit as a state machine without React (spec sections 4, 8 and 9):
// idle -> connecting -> playing -> stopped. The device offers (its sdp and candidates come with
// the join), the browser answers through the signal call. Every end, wanted or not, goes through
// finish(): the peer connection closed, local tracks stopped, timers cleared, leave called once.
import { ApiError } from '../api/api-error';
import { AnswerExchange, type SignalBody } from './answer-exchange';
import type { ControlChannel } from './control-channel';
import { EarlyPeer } from './early-peer';
import { iceServersFrom } from './ice';
import { IncomingMedia } from './incoming-media';
import { openLocalMedia, releaseMedia } from './local-media';
import { OutgoingMedia } from './outgoing-media';
import { holdOpen, visitStarted } from './open-sessions';
import { PictureWatch } from './picture-watch';
import { sendAudit } from './session-audit';
import { browserSessionEnv, type SessionEnv } from './session-env';
import { SessionTimers } from './session-timers';
import {
  videoDeviceIdFrom, type SessionErrorCode, type SessionSnapshot, type VideoAuditCategory, type VideoSessionOptions,
} from './session-types';

export * from './session-types';

export class VideoSession {
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly env: SessionEnv;
  private readonly timers: SessionTimers;
  /** The call's peer connection, made while the join is on its way (early-peer.ts). */
  private early: EarlyPeer | null = null;
  private exchange: AnswerExchange | null = null;
  private started = false;
  private ended = false;
  private leaving: Promise<void> = Promise.resolve();
  /**
   * Aborted when the call ends: a wait still running (ICE gathering) stops at once, and the tab's
   * list of open sessions (open-sessions.ts) lets the session go.
   */
  private readonly lifetime = new AbortController();
  private left = false;
  /** The patient's picture: the wait for its first frame, the decoded-frame poll, freezes. */
  private readonly picture: PictureWatch;
  /** The clinician's microphone and camera, or a Talk microphone. */
  private readonly outgoing: OutgoingMedia;
  /** The device's tracks and control channel, and what it is asked to hold. */
  private readonly incoming: IncomingMedia;

  constructor(private readonly o: VideoSessionOptions) {
    this.env = browserSessionEnv(o.env);
    this.timers = new SessionTimers(this.env);
    this.picture = new PictureWatch(this.env, this.timers, {
      held: () => !this.incoming.receiving && this.snapshot.mediaConnected,
      playing: () => this.snapshot.state === 'playing',
      firstFrame: () => this.playing(),
      frozen: (frozenSince) => this.update({ frozen: frozenSince !== null, frozenSince }),
      fail: (error) => void this.finish(error),
    });
    this.outgoing = new OutgoingMedia(o, this.env, {
      isEnded: () => this.ended,
      micMuted: () => this.snapshot.micMuted,
      update: (patch) => this.update(patch),
      fail: (error) => void this.finish(error),
    });
    this.incoming = new IncomingMedia(this.env, {
      isEnded: () => this.ended,
      remoteStream: () => this.snapshot.remoteStream,
      update: (patch) => this.update(patch),
      videoMuted: (muted) => this.picture.setMuted(muted),
      renegotiate: (sdp) => {
        if (!this.exchange || this.ended) throw new Error('The call is over');
        return this.exchange.renegotiate(sdp);
      },
      closed: () => void this.finish('room-disconnected'),
    });
    this.snapshot = {
      state: 'idle', error: null, remoteStream: null, mediaConnected: false, localStream: null, micMuted: o.preview,
      meetingId: null, videoDeviceId: null, frozen: false, frozenSince: null, controlOpen: false, refusal: null,
    };
  }

  get control(): ControlChannel | null {
    return this.incoming.control;
  }

  // Arrow functions: useSyncExternalStore may call them unbound.
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Stable between changes, for useSyncExternalStore. */
  getSnapshot = (): SessionSnapshot => this.snapshot;

  /**
   * For the quality indicator and metrics: the latest report of the decoded-frame poll (every
   * framePollMs while playing), so the call has one getStats poll; null before it or after the call.
   */
  get latestStats(): RTCStatsReport | null {
    return this.ended ? null : this.picture.latestStats;
  }

  /** A video visit (or a device test), not a monitoring call: its microphone is the visit's. */
  get isVisit(): boolean {
    return this.o.type !== 'monitoring';
  }

  async start(): Promise<void> {
    if (this.started || this.ended) return;
    this.started = true;
    holdOpen(this, this.lifetime.signal);
    if (this.isVisit) visitStarted();
    this.update({ state: 'connecting' });
    this.picture.begin();
    if (this.o.type === 'test') this.timers.after(this.env.testLimitMs, () => void this.finish(null));

    // Camera and microphone open while the join is on its way: both take a while. So does the
    // peer connection, made a task later (early-peer.ts).
    const media = openLocalMedia(this.o, this.env);
    const joining = this.o.calls.join();
    const early = new EarlyPeer(this.env, this.timers, iceServersFrom(null, this.o.defaultIceUrls));
    this.early = early;
    let join;
    try {
      join = await joining;
    } catch (error) {
      void media.then(releaseMedia);
      if (error instanceof ApiError && error.status < 500) this.update({ refusal: { code: error.body?.code ?? null, message: error.message } });
      void this.finish('join-failed');
      return;
    }
    this.update({ meetingId: join.meeting_id, videoDeviceId: videoDeviceIdFrom(join.device_id) });
    // Audited once the meeting exists, so the entry names it; a refused join is audited as failed.
    this.audit('video_started');
    if (this.ended) {
      // Hung up while joining: the meeting exists now, so it must still be left.
      void media.then(releaseMedia);
      void this.leaveOnce();
      return;
    }

    const iceServers = iceServersFrom(join.turn_servers, this.o.defaultIceUrls);
    const pc = early.take(iceServers);
    const exchange = this.wire(pc);
    let mediaTaken = false;
    try {
      await exchange.answer(join, {
        beforeAnswer: () => this.outgoing.prepare(pc),
        answerSet: () => {
          mediaTaken = true;
          void media.then((local) => this.outgoing.attach(local));
        },
        // A wall's tiles answer with their candidates: with 30 connecting at once, Chromium gathered
        // (and so checked the device) about 0.4 s after the answer had left, and the device, which
        // learns a browser without candidates only from its checks, waited idle meanwhile (werift's
        // ICE traced in the wall bench: 100-370 ms from answer to the first check). Candidates in
        // the answer also spare each tile its candidates call. A single visit's answer leaves at once.
        waitForGathering: iceServers.length > 0 || this.o.candidatesInAnswer === true,
        ended: this.lifetime.signal,
      });
    } catch {
      if (!mediaTaken) void media.then(releaseMedia);
      if (!this.ended) void this.finish('join-failed');
    }
  }

  /**
   * The view showed the first frame: playing now, rather than at the next stats poll (every 20 ms in
   * a visit, 500 ms on a wall tile, plus a getStats). The poll still finds it where nothing is shown
   * (a hidden tab).
   */
  framePresented = (): void => this.playing();

  /** The user hangs up (or closes the overlay, or the page goes away): not an error. */
  hangUp(): Promise<void> {
    return this.finish(null);
  }

  /** The device or the room ended the call (meeting-status-changed ended). */
  remoteEnded(): void {
    void this.finish('room-disconnected');
  }

  /**
   * What the call sends as audio in place of the microphone (Aimee mixed with it); null puts the
   * microphone back. False when there is no audio sender (a preview, or the call is over).
   */
  replaceOutgoingAudio(track: MediaStreamTrack | null): Promise<boolean> {
    return this.outgoing.replaceAudio(track);
  }

  /** The clinician's microphone track (null in a preview, before the media opened, or after the call). */
  microphone(): MediaStreamTrack | null {
    return this.outgoing.microphone();
  }

  setMicMuted(muted: boolean): void {
    // Preview visits listen only: there is no microphone to open.
    if (this.o.preview || this.ended) return;
    this.outgoing.setMuted(muted);
    this.update({ micMuted: muted });
  }

  /**
   * Talk on a listen-only session: opens the microphone to the room (true) or closes it (false).
   * Resolves with the media error when the microphone cannot be had; the picture goes on either way.
   */
  setTalking(on: boolean): Promise<SessionErrorCode | null> {
    return this.outgoing.setTalking(on);
  }

  /**
   * Off: the tile is out of sight or the tab hidden. The picture's track is disabled (nothing to
   * render), the device is asked to hold this call's video (Chromium goes on decoding a disabled
   * remote track, measured), and a decoder that stops meanwhile is no freeze. On again, the device
   * starts from a keyframe and the picture shows at once.
   */
  setReceiving(on: boolean): void {
    if (!this.incoming.setReceiving(on)) return;
    this.picture.setShown(on, this.snapshot.state === 'connecting' && this.snapshot.mediaConnected);
  }

  /**
   * The room's sound plays (true) or not; a wall plays one room at a time. Not played, the device
   * is asked to hold it too (audio_hold): 30 tiles receiving and decoding room sound nobody hears
   * cost Chromium about 17 % of a core on the 2-core machine, the emulator 3 %.
   */
  setAudible(on: boolean): void {
    this.incoming.setAudible(on);
  }

  private wire(pc: RTCPeerConnection): AnswerExchange {
    this.exchange = new AnswerExchange(pc, { env: this.env, send: (body) => this.signal(body), onCandidatesLost: () => void this.finish('join-failed') });
    this.picture.watch(pc, this.incoming.receiving);
    this.incoming.listen(pc);
    pc.addEventListener('connectionstatechange', () => {
      if (this.ended) return;
      const state = pc.connectionState;
      if (state === 'connected' && !this.snapshot.mediaConnected) {
        this.update({ mediaConnected: true });
        this.audit('video_connected');
        this.picture.connected(this.incoming.receiving);
      } else if ((state === 'disconnected' || state === 'failed') && this.snapshot.mediaConnected) {
        void this.finish('connection-lost');
      } else if (state === 'failed') {
        // ICE never connected: the patient's camera cannot be reached; no need to wait 60 s.
        void this.finish('no-patient-video');
      }
    });
    return this.exchange;
  }

  private playing(): void {
    if (this.ended || this.snapshot.state === 'playing') return;
    this.picture.firstFrameShown();
    this.update({ state: 'playing' });
    this.picture.checkFreeze();
  }

  private signal(body: SignalBody): Promise<unknown> {
    return this.o.calls.signal({
      ...body,
      video_type: this.o.type,
      meeting_id: this.snapshot.meetingId ?? '',
      video_device_id: this.snapshot.videoDeviceId ?? 0,
      patient_monitor_id: this.o.patientMonitorId,
      ptz: this.o.ptz,
    });
  }

  private finish(error: SessionErrorCode | null): Promise<void> {
    if (this.ended) return this.leaving;
    this.ended = true;
    this.lifetime.abort();
    this.picture.stop();
    this.timers.clearAll();
    this.exchange?.stop();
    this.incoming.release();
    this.early?.close();
    this.outgoing.release();
    const wasStarted = this.started;
    this.update({ state: 'stopped', error, remoteStream: null, mediaConnected: false, localStream: null, frozen: false, frozenSince: null, controlOpen: false });
    if (wasStarted) this.audit(error === null ? 'video_ended' : error === 'no-patient-video' ? 'video_connect_failed' : 'video_failed');
    return this.leaveOnce();
  }

  /** Leaves the meeting once it is known; errors are ignored (the call is over either way). */
  private leaveOnce(): Promise<void> {
    const meetingId = this.snapshot.meetingId;
    if (!meetingId || this.left) return this.leaving;
    this.left = true;
    this.leaving = this.o.calls.leave(meetingId).then(() => undefined, () => undefined);
    return this.leaving;
  }

  private audit(category: VideoAuditCategory): void {
    sendAudit(this.o, category, this.snapshot);
  }

  private update(patch: Partial<SessionSnapshot>): void {
    const changed = (Object.keys(patch) as (keyof SessionSnapshot)[]).some((key) => patch[key] !== this.snapshot[key]);
    if (!changed) return;
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}
