// The call messages of the device link, for every device this process runs: a join gets the
// device's offer (or join_failed with a reason a person can read), answers and candidates reach
// the call, a leave closes it, a media query reports what reached the device (and, through
// `describe`, what the device is doing). Control-channel messages go to `control`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@bedside/openapi/device-link';
import { RTCDtlsTransport } from 'werift';
import type { CameraMessage, ControlReply } from '../control/control-messages.ts';
import type { DeviceReport } from '../device-state.ts';
import { HOME, type PtzPosition } from '../ptz.ts';
import { DeviceMedia } from './device-media.ts';
import { loopbackStunUrl } from './loopback-stun.ts';
import { monitoringLoops } from './monitoring-loop.ts';
import { noFaults, type MediaFaults } from './faults.ts';
import type { OverlayInfo } from './overlay-text.ts';
import { preparePeer, ReadyPeers } from './prepared-peer.ts';

type Schemas = components['schemas'];
export type CallMessage = Schemas['Join'] | Schemas['Answer'] | Schemas['Ice'] | Schemas['Leave'] | Schemas['MediaQuery'] | Schemas['SetMediaFaults'] | Schemas['DropCalls'];

export interface CallRouterOptions {
  send: (message: Schemas['DeviceMessage']) => void;
  /** What the device's camera shows, or why it cannot take a call (offline, not here). */
  callable: (deviceId: number) => OverlayInfo | { refused: string };
  log: (message: string) => void;
  /** Applies a control-channel message and gives the ack; without it every command is refused. */
  control?: (deviceId: number, message: CameraMessage, ptz: boolean) => ControlReply;
  /** The device's own state for media_state reports. */
  describe?: (deviceId: number) => DeviceReport | undefined;
  onKnockPlayed?: (deviceId: number) => void;
  /** The camera position, for acks the calls give themselves (renegotiation answers). */
  position?: (deviceId: number) => PtzPosition;
  /** Whether the device is a training video (kind trainingvideo), whose calls play the scripted patient. */
  training?: (deviceId: number) => boolean;
  /** Peers to keep prepared for the next joins (prepared-peer.ts); none when absent. */
  readyPeers?: { size: number; refillAfterMs?: number };
}

const refuseControl = (): ControlReply => ({ type: 'ack', id: '', ok: false, error: 'This device takes no commands', ptz: HOME });

export class CallRouter {
  private readonly media = new Map<number, DeviceMedia>();
  private overlayDir: string | null = null;
  private readonly readyPeers: ReadyPeers | null;

  constructor(private readonly options: CallRouterOptions) {
    // The DTLS certificate (one per process), the STUN responder and the monitoring loop (one short
    // ffmpeg run) are made now, not during the first call's join.
    void RTCDtlsTransport.SetupCertificate();
    monitoringLoops().catch((error: unknown) => options.log(`no monitoring loop yet: ${error instanceof Error ? error.message : String(error)}`));
    // A failure here shows again, and fails that call, at the first join.
    loopbackStunUrl().catch((error: unknown) => options.log(`loopback STUN unavailable: ${error instanceof Error ? error.message : String(error)}`));
    const ready = options.readyPeers;
    this.readyPeers = ready && ready.size > 0 ? new ReadyPeers(() => loopbackStunUrl().then(preparePeer), ready.size, ready.refillAfterMs, options.log) : null;
    this.readyPeers?.scheduleFill();
  }

  /** Peers prepared now (for tests). */
  get readyPeerCount(): number {
    return this.readyPeers?.count ?? 0;
  }

  handle(message: CallMessage): void {
    void this.route(message).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      this.options.log(`device ${message.device_id}: ${message.type} failed: ${reason}`);
      if (message.type === 'join') this.options.send({ type: 'join_failed', device_id: message.device_id, meeting_id: message.meeting_id, error: `Video device could not join: ${reason}` });
      // An answer the device cannot use ends the call: nobody would ever see its video.
      if (message.type === 'answer') {
        void this.media.get(message.device_id)?.leave(message.meeting_id);
        this.options.send({ type: 'call_ended', device_id: message.device_id, meeting_id: message.meeting_id, reason: 'failed' });
      }
    });
  }

  /** Ends every call of a device (it went offline, failed or is rebooting). */
  endCalls(deviceId: number): void {
    const media = this.media.get(deviceId);
    if (!media) return;
    void media.closeAll().then((meetings) => {
      for (const meetingId of meetings) this.options.send({ type: 'call_ended', device_id: deviceId, meeting_id: meetingId, reason: 'device_offline' });
    });
  }

  /** The device's media faults (none until a scenario sets some). */
  faults(deviceId: number): MediaFaults {
    return this.media.get(deviceId)?.faults ?? noFaults;
  }

  /** Shows a device's new state (PTZ, volume, TV) in its camera picture. */
  updateOverlay(deviceId: number, info: OverlayInfo): void {
    this.media.get(deviceId)?.update(info);
  }

  /** Sends a reply (a ptz_state) on every call's control channel of a device. */
  broadcast(deviceId: number, reply: ControlReply): void {
    this.media.get(deviceId)?.broadcast(reply);
  }

  /** Closes every call without telling the backend (the link is gone). */
  clear(): void {
    for (const media of this.media.values()) void media.closeAll();
    this.media.clear();
    if (this.overlayDir) rmSync(this.overlayDir, { recursive: true, force: true });
    this.overlayDir = null;
  }

  /** The emulator stops: every call and every prepared peer closes. */
  stop(): void {
    this.clear();
    this.readyPeers?.close();
  }

  private async route(message: CallMessage): Promise<void> {
    const { device_id: deviceId } = message;
    switch (message.type) {
      case 'join': {
        const callable = this.options.callable(deviceId);
        if ('refused' in callable) throw new Error(callable.refused);
        const media = this.mediaOf(deviceId);
        media.update(callable);
        const offer = await media.join(message.meeting_id, message.peer_id, {
          ptz: message.ptz, playGreeting: message.play_greeting && !message.preview, monitoring: message.video_type === 'monitoring',
        });
        this.options.send({ type: 'offer', device_id: deviceId, meeting_id: message.meeting_id, ...offer });
        this.options.log(`device ${deviceId}: offered a call for meeting ${message.meeting_id}`);
        return;
      }
      case 'answer':
        await this.existing(deviceId).answer(message.meeting_id, message.sdp);
        return;
      case 'ice':
        await this.existing(deviceId).addCandidates(message.meeting_id, message.ice_candidates);
        return;
      case 'leave':
        await this.media.get(deviceId)?.leave(message.meeting_id);
        return;
      case 'media_query':
        this.report(deviceId, message.query_id);
        return;
      case 'media_faults':
        this.mediaOf(deviceId).setFaults(message.faults);
        this.options.log(`device ${deviceId}: media faults ${JSON.stringify(message.faults)}`);
        this.report(deviceId, message.query_id);
        return;
      case 'drop_calls':
        this.mediaOf(deviceId).dropAll();
        this.report(deviceId, message.query_id);
        return;
    }
  }

  private report(deviceId: number, queryId: string): void {
    const snapshot = this.media.get(deviceId)?.snapshot() ?? { in_call: false, meeting_id: null, audio_received: false, audio_packets: 0, frames_sent: 0, calls: [], faults: noFaults };
    const device = this.options.describe?.(deviceId);
    this.options.send({ type: 'media_state', device_id: deviceId, query_id: queryId, ...snapshot, ...(device ? { device } : {}) });
  }

  private existing(deviceId: number): DeviceMedia {
    const media = this.media.get(deviceId);
    if (!media) throw new Error('the device has no call');
    return media;
  }

  private mediaOf(deviceId: number): DeviceMedia {
    let media = this.media.get(deviceId);
    if (!media) {
      this.overlayDir ??= mkdtempSync(join(tmpdir(), 'bedside-emulator-'));
      media = new DeviceMedia(deviceId, { deviceName: `Device ${deviceId}`, roomName: null, ptz: { pan: 0, tilt: 0, zoom: 0 } }, {
        overlayDir: this.overlayDir,
        log: (text) => this.options.log(`device ${deviceId}: ${text}`),
        onControl: (message, ptz) => this.options.control?.(deviceId, message, ptz) ?? refuseControl(),
        onKnockPlayed: () => this.options.onKnockPlayed?.(deviceId),
        position: () => this.options.position?.(deviceId) ?? HOME,
        training: () => this.options.training?.(deviceId) ?? false,
        ...(this.readyPeers ? { readyPeers: this.readyPeers } : {}),
        onCallEnded: (meetingId, reason) => {
          this.options.send({ type: 'call_ended', device_id: deviceId, meeting_id: meetingId, reason: reason === 'failed' ? 'failed' : 'left' });
        },
      });
      this.media.set(deviceId, media);
    }
    return media;
  }
}
