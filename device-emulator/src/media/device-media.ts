// A device's calls. A video visit (or test call) shows the live camera: one ffmpeg, running while
// the device has at least one such call and shared by all of them, whose picture shows PTZ, volume
// and TV state. A monitoring session gets the cheap recorded loop instead (monitoring-loop.ts), so
// a wall of monitored rooms starts no encoder at all. The newest call's figures stay readable after
// it ends, so a test can check what reached the device.
import { join } from 'node:path';
import type { ControlReply } from '../control/control-messages.ts';
import { DeviceCall, type CallEndReason, type CallOptions, type CallSource } from './device-call.ts';
import { DeviceCamera } from './device-camera.ts';
import { noFaults, type MediaFaults } from './faults.ts';
import { knockPayloads } from './knock.ts';
import { loopbackStunUrl } from './loopback-stun.ts';
import { loopSource, monitoringLoops } from './monitoring-loop.ts';
import type { OverlayInfo } from './overlay-text.ts';
import { preparePeer, type IceCandidate, type ReadyPeers } from './prepared-peer.ts';
import type { SpeechFigures } from './training-patient.ts';

export interface CallFigures { meeting_id: string; peer_id: string; connection_state: DeviceCall['connectionState']; audio_packets: number; frames_sent: number; audio_sent: number; keyframes_asked: number; steps_ms: DeviceCall['steps']; speech?: SpeechFigures }

export interface MediaSnapshot {
  in_call: boolean;
  meeting_id: string | null;
  audio_received: boolean;
  audio_packets: number;
  frames_sent: number;
  calls: CallFigures[];
  faults: MediaFaults;
  /** A training video's patient: what it heard and said in the newest call. */
  speech?: SpeechFigures;
}

const figures = (call: DeviceCall): CallFigures => ({
  meeting_id: call.meetingId, peer_id: call.peerId, connection_state: call.connectionState, audio_packets: call.audioPackets, frames_sent: call.framesSent, audio_sent: call.audioSent, keyframes_asked: call.keyframesAsked, steps_ms: { ...call.steps },
  ...(call.patient ? { speech: call.patient.figures() } : {}),
});

export class DeviceMedia {
  private camera: Promise<DeviceCamera> | null = null;
  private cameraNow: DeviceCamera | null = null;
  private readonly calls = new Map<string, DeviceCall>();
  /** The meetings that watch the live camera (not the monitoring loop). */
  private readonly onCamera = new Set<string>();
  private newest: DeviceCall | null = null;
  private lastFigures: CallFigures | null = null;
  private current: MediaFaults = noFaults;

  constructor(
    private readonly deviceId: number,
    private info: OverlayInfo,
    private readonly options: {
      overlayDir: string;
      log: (message: string) => void;
      onCallEnded: (meetingId: string, reason: CallEndReason) => void;
      /** Whether the device is a training video (its patient speaks and listens). */
      training?: () => boolean;
      /** Peers prepared ahead of the joins (shared by every device of the process). */
      readyPeers?: ReadyPeers;
    } & Pick<CallOptions, 'onControl' | 'onKnockPlayed' | 'position'>,
  ) {}

  async join(meetingId: string, peerId: string, { ptz, playGreeting, monitoring }: { ptz: boolean; playGreeting: boolean; monitoring: boolean }): Promise<{ sdp: string; ice_candidates: IceCandidate[] }> {
    const joinedAt = performance.now();
    if (this.faults.refuse_join) throw new Error('the device refused the call');
    if (this.faults.answer_delay_ms) await new Promise((resolve) => setTimeout(resolve, this.faults.answer_delay_ms));
    if (!monitoring) this.onCamera.add(meetingId);
    const source: Promise<CallSource> = monitoring ? monitoringLoops().then(loopSource) : this.ensureCamera();
    // A prepared peer answers at once; without one the offer is made now.
    const ready = this.options.readyPeers?.take();
    const prepared = ready ? Promise.resolve(ready) : loopbackStunUrl().then(preparePeer);
    const [media, peer] = await Promise.all([source, prepared]).catch((error: unknown) => {
      this.onCamera.delete(meetingId);
      void prepared.then((unused) => unused.pc.close(), () => undefined);
      throw error;
    });
    // A knock that cannot be encoded must not cost the call: it is logged and skipped.
    const knock = playGreeting ? await knockPayloads().catch((error: unknown) => {
      this.options.log(`no door knock: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }) : null;
    const call = new DeviceCall(meetingId, peerId, peer, media, () => this.faults, (reason) => {
      this.forget(call);
      this.options.onCallEnded(meetingId, reason);
    }, { joinedAt, ptz, knock, training: this.options.training?.() ?? false, onControl: this.options.onControl, onKnockPlayed: this.options.onKnockPlayed, position: this.options.position, log: this.options.log });
    this.calls.set(meetingId, call);
    this.newest = call;
    return call.offer;
  }

  async answer(meetingId: string, sdp: string): Promise<void> {
    await this.call(meetingId).setAnswer(sdp);
  }

  async addCandidates(meetingId: string, candidates: IceCandidate[]): Promise<void> {
    await this.call(meetingId).addCandidates(candidates);
  }

  async leave(meetingId: string): Promise<void> {
    const call = this.calls.get(meetingId);
    if (!call) return;
    this.forget(call);
    await call.close();
  }

  async closeAll(): Promise<string[]> {
    const meetings = [...this.calls.keys()];
    await Promise.all(meetings.map((id) => this.leave(id)));
    return meetings;
  }

  get faults(): MediaFaults {
    return this.current;
  }

  setFaults(faults: MediaFaults): void {
    const freezeChanged = faults.freeze !== this.faults.freeze;
    this.current = faults;
    if (freezeChanged) for (const call of this.calls.values()) call.setFrozen(faults.freeze);
    this.cameraNow?.setBlack(faults.black);
  }

  /** Sends a reply (a ptz_state) to every call's control channel. */
  broadcast(reply: ControlReply): void {
    for (const call of this.calls.values()) call.sendControl(reply);
  }

  /** Drops every call abruptly (each reports call_ended failed). */
  dropAll(): void {
    for (const call of [...this.calls.values()]) call.drop();
  }

  update(info: OverlayInfo): void {
    this.info = info;
    this.cameraNow?.update(info);
  }

  snapshot(): MediaSnapshot {
    const newest = this.newest && this.calls.has(this.newest.meetingId) ? figures(this.newest) : this.lastFigures;
    return {
      in_call: this.calls.size > 0,
      meeting_id: newest?.meeting_id ?? null,
      audio_received: (newest?.audio_packets ?? 0) > 0,
      audio_packets: newest?.audio_packets ?? 0,
      frames_sent: newest?.frames_sent ?? 0,
      calls: [...this.calls.values()].map(figures),
      faults: this.faults,
      ...(newest?.speech ? { speech: newest.speech } : {}),
    };
  }

  private call(meetingId: string): DeviceCall {
    const call = this.calls.get(meetingId);
    if (!call) throw new Error(`no call for meeting ${meetingId}`);
    return call;
  }

  /** One camera per device, even when two joins arrive while it is starting. */
  private ensureCamera(): Promise<DeviceCamera> {
    if (this.camera) return this.camera;
    const camera = new DeviceCamera(join(this.options.overlayDir, `device-${this.deviceId}.txt`), this.info, this.options.log);
    camera.setBlack(this.faults.black);
    const started = camera.start().then(() => camera);
    this.camera = started;
    this.cameraNow = camera;
    started.catch(() => {
      if (this.camera === started) this.camera = null;
    });
    return started;
  }

  private forget(call: DeviceCall): void {
    if (this.calls.get(call.meetingId) !== call) return;
    if (call === this.newest) this.lastFigures = figures(call);
    this.calls.delete(call.meetingId);
    this.onCamera.delete(call.meetingId);
    // The camera only runs while someone watches it: an idle or only monitored device costs nothing.
    if (this.onCamera.size === 0) {
      this.cameraNow?.stop();
      this.cameraNow = null;
      this.camera = null;
    }
  }
}
