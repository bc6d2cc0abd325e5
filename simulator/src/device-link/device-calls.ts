// Calls over the device link: a join asks the device for its WebRTC offer, the browser's answer
// and candidates are relayed to it, a leave ends it. Meeting status changes are published as
// meeting-status-changed on the channel of the device's division.
import { randomUUID } from 'node:crypto';
import type { components } from '@bedside/openapi/device-link';
import type { FastifyBaseLogger } from 'fastify';
import type { EventMap, EventName } from '../realtime/channels.ts';
import { DeviceReplyError, PendingReplies, type Meeting, type MeetingStatus } from './meetings.ts';

type Schemas = components['schemas'];
export type DeviceOffer = Schemas['Offer'];
export type DeviceMediaState = Schemas['MediaState'];
export type JoinOptions = Pick<Schemas['Join'], 'ptz' | 'play_greeting' | 'preview'>;
type Send = (deviceId: number, frame: Schemas['BackendMessage']) => boolean;
/** Publishes a realtime event about a device to its division; a failure is logged by the device link, never thrown. */
type Publish = <E extends EventName>(deviceId: number, event: E, data: EventMap[E]) => Promise<void>;

/** How long a device may take to create its offer, and to report its media state. */
export const JOIN_TIMEOUT_MS = 10_000;
export const QUERY_TIMEOUT_MS = 3_000;
const CLOSED_MEETING_TTL_MS = 10 * 60_000;

export const isOpen = (meeting: Meeting) => meeting.status === 'pending' || meeting.status === 'created' || meeting.status === 'joined';

export class DeviceCalls {
  readonly meetings = new Map<string, Meeting>();
  /** Scenario tests shorten it to see a slow device time out. */
  joinTimeoutMs = JOIN_TIMEOUT_MS;
  private offers = new PendingReplies<DeviceOffer>();
  private queries = new PendingReplies<DeviceMediaState>();

  constructor(private send: Send, private publish: Publish, private log: FastifyBaseLogger) {}

  /** Asks the device to join; resolves with its offer. The meeting is recorded either way. */
  async join(meeting: Meeting, options: JoinOptions): Promise<DeviceOffer> {
    this.meetings.set(meeting.meeting_id, meeting);
    const reply = this.offers.wait(meeting.meeting_id, this.joinTimeoutMs, `Video device ${meeting.device_id} did not answer the call in time`);
    const sent = this.send(meeting.device_id, {
      type: 'join', device_id: meeting.device_id, meeting_id: meeting.meeting_id, peer_id: meeting.peer_id, video_type: meeting.video_type, ...options,
    });
    if (!sent) this.offers.reject(meeting.meeting_id, new DeviceReplyError('disconnected', `Video device ${meeting.device_id} is not connected`));
    try {
      const offer = await reply;
      // Closed while the device made its offer (a pause or stop of the monitor ended its sessions, and
      // the leave reached the device before its call existed): the call must not open after all.
      if (meeting.status !== 'pending') throw this.endedWhilePending(meeting);
      this.setStatus(meeting, 'created');
      return offer;
    } catch (error) {
      // Closed meanwhile, whatever else went wrong after (the device then went away or never offered).
      const ended = meeting.status === 'left';
      if (isOpen(meeting)) meeting.status = 'ended';
      this.forgetLater(meeting);
      // A device that answers late must not keep a call nobody will answer.
      this.send(meeting.device_id, { type: 'leave', device_id: meeting.device_id, meeting_id: meeting.meeting_id });
      throw ended ? this.endedWhilePending(meeting) : error;
    }
  }

  answer(meeting: Meeting, sdp: string): boolean {
    const sent = this.send(meeting.device_id, { type: 'answer', device_id: meeting.device_id, meeting_id: meeting.meeting_id, sdp });
    if (sent) this.setStatus(meeting, 'joined');
    return sent;
  }

  ice(meeting: Meeting, candidates: Schemas['IceCandidate'][]): boolean {
    return this.send(meeting.device_id, { type: 'ice', device_id: meeting.device_id, meeting_id: meeting.meeting_id, ice_candidates: candidates });
  }

  leave(meeting: Meeting): void {
    this.send(meeting.device_id, { type: 'leave', device_id: meeting.device_id, meeting_id: meeting.meeting_id });
    this.setStatus(meeting, 'left');
  }

  /**
   * Ends the monitoring sessions open on the device that watch the patient (their monitor was
   * paused, stopped or moved away); another patient's, watched on the same camera since, go on.
   */
  endMonitoring(deviceId: number, patientId: number): void {
    for (const meeting of this.meetings.values()) {
      if (meeting.video_type === 'monitoring' && meeting.device_id === deviceId && meeting.patient_id === patientId && isOpen(meeting)) this.leave(meeting);
    }
  }

  private endedWhilePending(meeting: Meeting): DeviceReplyError {
    return new DeviceReplyError('ended', `The call was ended before video device ${meeting.device_id} answered`);
  }

  /** The browser's microphone opened or was muted: the room's participants changed. */
  setMic(meeting: Meeting, open: boolean): void {
    if (meeting.mic_open === open) return;
    meeting.mic_open = open;
    this.participantsChanged(meeting);
  }

  queryMedia(deviceId: number): Promise<DeviceMediaState> {
    return this.ask(deviceId, (queryId) => ({ type: 'media_query', device_id: deviceId, query_id: queryId }));
  }

  setFaults(deviceId: number, faults: Schemas['MediaFaults']): Promise<DeviceMediaState> {
    return this.ask(deviceId, (queryId) => ({ type: 'media_faults', device_id: deviceId, query_id: queryId, faults }));
  }

  dropCalls(deviceId: number): Promise<DeviceMediaState> {
    return this.ask(deviceId, (queryId) => ({ type: 'drop_calls', device_id: deviceId, query_id: queryId }));
  }

  /** Sends a frame the device answers with its media state. */
  private ask(deviceId: number, frame: (queryId: string) => Schemas['BackendMessage']): Promise<DeviceMediaState> {
    const queryId = randomUUID();
    const reply = this.queries.wait(queryId, QUERY_TIMEOUT_MS, `Video device ${deviceId} did not report its media state in time`);
    if (!this.send(deviceId, frame(queryId))) {
      this.queries.reject(queryId, new DeviceReplyError('disconnected', `Video device ${deviceId} is not connected`));
    }
    return reply;
  }

  /** Routes the call messages a device sends. */
  receive(message: DeviceOffer | Schemas['JoinFailed'] | Schemas['CallEnded'] | DeviceMediaState): void {
    switch (message.type) {
      case 'offer':
        if (!this.offers.resolve(message.meeting_id, message)) {
          // The join gave up (timed out) before the device offered: the device must not keep the call.
          this.log.warn({ meeting: message.meeting_id }, 'an offer arrived for no waiting join; the device is told to leave');
          this.send(message.device_id, { type: 'leave', device_id: message.device_id, meeting_id: message.meeting_id });
        }
        return;
      case 'join_failed':
        this.offers.reject(message.meeting_id, new DeviceReplyError('refused', message.error));
        return;
      case 'call_ended': {
        const meeting = this.meetings.get(message.meeting_id);
        if (meeting && isOpen(meeting)) this.setStatus(meeting, 'ended');
        this.log.info({ device: message.device_id, meeting: message.meeting_id, reason: message.reason }, 'device call ended');
        return;
      }
      case 'media_state':
        this.queries.resolve(message.query_id, message);
        return;
    }
  }

  /** The device's emulator went away: its open meetings end. */
  deviceGone(deviceId: number): void {
    for (const meeting of this.meetings.values()) {
      if (meeting.device_id !== deviceId) continue;
      // A join still waiting for the offer answers now, its meeting closed meanwhile or not (no-op without one).
      this.offers.reject(meeting.meeting_id, new DeviceReplyError('disconnected', `Video device ${deviceId} disconnected`));
      if (meeting.status !== 'pending' && isOpen(meeting)) this.setStatus(meeting, 'ended');
    }
  }

  clear(): void {
    this.offers.rejectAll(new DeviceReplyError('disconnected', 'The simulator was reset'));
    this.queries.rejectAll(new DeviceReplyError('disconnected', 'The simulator was reset'));
    this.meetings.clear();
  }

  /** A closed meeting is kept a while (a late leave still answers 204), then forgotten. */
  private forgetLater(meeting: Meeting): void {
    setTimeout(() => this.meetings.delete(meeting.meeting_id), CLOSED_MEETING_TTL_MS).unref();
  }

  private setStatus(meeting: Meeting, status: Exclude<MeetingStatus, 'pending'>): void {
    if (meeting.status === status) return;
    meeting.status = status;
    if (!isOpen(meeting)) this.forgetLater(meeting);
    this.log.info({ meeting: meeting.meeting_id, device: meeting.device_id, status }, 'meeting status changed');
    void this.publish(meeting.device_id, 'meeting-status-changed', {
      meeting_id: meeting.meeting_id, status, video_device_id: meeting.device_id,
    });
    // created adds a participant, left and ended remove one; joined changes nobody's place.
    if (status !== 'joined') this.participantsChanged(meeting);
  }

  /** Names no one: clients read who is in the room through the division-checked call. */
  private participantsChanged(meeting: Meeting): void {
    void this.publish(meeting.device_id, 'video-participants-changed', { video_device_id: meeting.device_id });
  }
}
