// A browser peer without the product's overlay, for the media-join spec and the video benchmarks:
// it joins a device through the API as the product does (join_meeting, the device's offer, an
// answer through /videos/signal, candidates in one batch once gathered) and keeps every call on
// `window.rawCalls`, so later steps can read its stats, use its control channel and leave it.
import type { Page } from '@playwright/test';

export interface RawJoin {
  token: string;
  deviceId: number;
  patientId: number;
  ptz?: boolean;
  /** Without a video element the browser still decodes (framesDecoded) but paints nothing. */
  render?: boolean;
  /**
   * Watch this patient monitor (join_monitoring, session type monitoring) instead of a visit: like
   * a monitoring tile, without a microphone (so Chromium hides its address behind mDNS names).
   */
  monitorId?: number;
}

export interface RawJoined {
  meetingId: string;
  /** The device's peer id from the join response. */
  peerDevice: string;
  firstFrameMs: number;
  /**
   * Ms since the join request: joined, the first time of each connection state, and firstPacket
   * (not rendered: the first video packet) or firstFrameReceived (rendered: the first shown frame's packets in).
   */
  marks: Record<string, number>;
  /** The decoded picture's width, 0 when not rendered. */
  width: number;
}

/** What the page keeps of each call (read inside page.evaluate). */
export interface RawCall {
  pc: RTCPeerConnection;
  deviceId: number;
  video: HTMLVideoElement;
  channel: RTCDataChannel | null;
  channelOpen: Promise<void>;
  /** Every connection state with ms since the join, to tell when a lost call went away. */
  states: string[];
}

export type RawPeerWindow = { rawCalls?: Record<string, RawCall>; rawMicrophone?: Promise<MediaStream> };

/** Joins one device from the page; resolves once its first video frame is shown (rendered) or decoded (15 s at most). */
export function joinRawPeer(page: Page, join: RawJoin): Promise<RawJoined> {
  return page.evaluate(async ({ token, deviceId, patientId, ptz = false, render = true, monitorId }) => {
    const own = window as unknown as RawPeerWindow;
    const api = (path: string, body: unknown) => fetch(`/api/v1${path}`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    // The product asks for the microphone before joining (media permission flow), so does this;
    // one microphone serves every call of the page.
    if (monitorId === undefined) own.rawMicrophone ??= navigator.mediaDevices.getUserMedia({ audio: true });
    const microphone = monitorId === undefined ? await own.rawMicrophone : null;
    const started = performance.now();
    const since = () => Math.round(performance.now() - started);
    const response = monitorId === undefined
      ? await api('/videos/join_meeting', { device_id: deviceId, patient_id: patientId, play_greeting: false, ptz, preview: false, video_reason_ids: [1] })
      : await api('/videos/join_monitoring', { patient_monitor_id: monitorId });
    if (!response.ok) throw new Error(`join_meeting ${deviceId}: ${response.status} ${await response.text()}`);
    const marks: Record<string, number> = { joined: since() };
    const joined = await response.json() as { meeting_id: string; device_id: string; sdp: string; ice_candidates: RTCIceCandidateInit[] };
    const pc = new RTCPeerConnection({ iceServers: [] });
    let channelOpened = () => {};
    const call: RawCall = { pc, deviceId, video: document.createElement('video'), channel: null, channelOpen: new Promise((resolve) => { channelOpened = resolve; }), states: [] };
    own.rawCalls ??= {};
    own.rawCalls[joined.meeting_id] = call;
    pc.onconnectionstatechange = () => {
      marks[pc.connectionState] ??= since();
      call.states.push(`${pc.connectionState}@${since()}`);
    };
    pc.ondatachannel = (event) => {
      if (event.channel.label !== 'control') return;
      call.channel = event.channel;
      if (event.channel.readyState === 'open') channelOpened();
      else event.channel.onopen = () => channelOpened();
    };
    call.video.muted = true;
    call.video.autoplay = true;
    if (render) document.body.append(call.video);
    // werift's offer has no a=msid, so the track arrives without a stream: wrap it.
    pc.ontrack = (event) => {
      if (event.track.kind === 'video' && render) call.video.srcObject = new MediaStream([event.track]);
    };
    const signal = (body: Record<string, unknown>) => api('/videos/signal', {
      video_type: monitorId === undefined ? 'meeting' : 'monitoring', meeting_id: joined.meeting_id, video_device_id: deviceId, patient_monitor_id: monitorId ?? null, ptz, ...body,
    });
    const candidates: RTCIceCandidateInit[] = [];
    const gathered = new Promise<void>((resolve) => {
      pc.onicecandidate = (event) => {
        if (event.candidate) candidates.push(event.candidate.toJSON());
        else resolve();
      };
      setTimeout(resolve, 1500);
    });
    await pc.setRemoteDescription({ type: 'offer', sdp: joined.sdp });
    for (const candidate of joined.ice_candidates) await pc.addIceCandidate(candidate);
    const audio = pc.getTransceivers().find((t) => t.receiver.track.kind === 'audio');
    if (!audio) throw new Error('the offer has no audio');
    if (microphone) {
      audio.direction = 'sendrecv';
      await audio.sender.replaceTrack(microphone.getAudioTracks()[0] ?? null);
    }
    await pc.setLocalDescription(await pc.createAnswer());
    const answered = await signal({ signal_type: 'sdp-answer', sdp: pc.localDescription?.sdp });
    if (answered.status !== 204) throw new Error(`signal ${answered.status}`);
    void gathered.then(() => (candidates.length ? signal({ signal_type: 'ice-candidates', ice_candidates: candidates }) : null));

    if (render) {
      // The first frame presented (requestVideoFrameCallback), as the wall bench reads a tile's:
      // no stats poll, which every 10 ms for each of 30 calls was much of the page's own work
      // while they connected.
      const presented = await new Promise<VideoFrameCallbackMetadata | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), Math.max(0, 15_000 - (performance.now() - started)));
        call.video.requestVideoFrameCallback((_now, metadata) => {
          clearTimeout(timer);
          resolve(metadata);
        });
      });
      if (!presented) throw new Error(`no video from device ${deviceId} within 15 s`);
      const firstFrameMs = since();
      if (presented.receiveTime !== undefined) marks.firstFrameReceived = Math.round(presented.receiveTime - started);
      return { meetingId: joined.meeting_id, peerDevice: joined.device_id, firstFrameMs, marks, width: call.video.videoWidth || presented.width };
    }
    while (performance.now() - started < 15_000) {
      let frames = 0;
      (await pc.getStats()).forEach((s: { type: string; kind?: string; framesDecoded?: number; packetsReceived?: number }) => {
        if (s.type !== 'inbound-rtp' || s.kind !== 'video') return;
        frames = s.framesDecoded ?? 0;
        if ((s.packetsReceived ?? 0) > 0) marks.firstPacket ??= since();
      });
      if (frames > 0) {
        const firstFrameMs = since();
        // The element learns the picture's size just after the first decoded frame.
        while (render && call.video.videoWidth === 0 && performance.now() - started < 15_000) await new Promise((resolve) => setTimeout(resolve, 10));
        return { meetingId: joined.meeting_id, peerDevice: joined.device_id, firstFrameMs, marks, width: call.video.videoWidth };
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no video from device ${deviceId} within 15 s`);
  }, join);
}

/** Video frames the call has decoded so far. */
export function rawFramesDecoded(page: Page, meetingId: string): Promise<number> {
  return page.evaluate(async (meetingId) => {
    const call = (window as unknown as RawPeerWindow).rawCalls?.[meetingId];
    if (!call) throw new Error(`no raw call ${meetingId}`);
    let frames = 0;
    (await call.pc.getStats()).forEach((s: { type: string; kind?: string; framesDecoded?: number }) => {
      if (s.type === 'inbound-rtp' && s.kind === 'video') frames = s.framesDecoded ?? 0;
    });
    return frames;
  }, meetingId);
}

export function rawConnectionState(page: Page, meetingId: string): Promise<string> {
  return page.evaluate((meetingId) => (window as unknown as RawPeerWindow).rawCalls?.[meetingId]?.pc.connectionState ?? 'none', meetingId);
}

/** Leaves every call of the page through the API (unless `token` is null) and closes its peers. */
export function leaveRawPeers(page: Page, token: string | null): Promise<void> {
  return page.evaluate(async (token) => {
    const own = window as unknown as RawPeerWindow;
    for (const [meetingId, call] of Object.entries(own.rawCalls ?? {})) {
      if (token) await fetch(`/api/v1/meetings/${meetingId}/leave`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
      call.pc.close();
      call.video.remove();
    }
    own.rawCalls = {};
  }, token);
}
