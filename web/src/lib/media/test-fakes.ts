// Fakes at the browser boundary (RTCPeerConnection, tracks, streams, data channels) for the
// media unit tests. Only what the session touches; each records what was done to it and lets a
// test fire the events a real browser would.

export class FakeTrack extends EventTarget {
  enabled = true;
  muted = false;
  readyState: MediaStreamTrackState = 'live';
  constructor(readonly kind: 'audio' | 'video', readonly id = `${kind}-${Math.random().toString(36).slice(2)}`) {
    super();
  }
  stop(): void {
    this.readyState = 'ended';
  }
  mute(): void {
    this.muted = true;
    this.dispatchEvent(new Event('mute'));
  }
  unmute(): void {
    this.muted = false;
    this.dispatchEvent(new Event('unmute'));
  }
}

export class FakeStream {
  readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  addTrack(track: FakeTrack): void {
    this.tracks.push(track);
  }
  getTracks(): FakeTrack[] {
    return this.tracks;
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((t) => t.kind === 'video');
  }
}

export class FakeDataChannel extends EventTarget {
  readyState: RTCDataChannelState = 'open';
  readonly sent: string[] = [];
  constructor(readonly label = 'control') {
    super();
  }
  send(data: string): void {
    if (this.readyState !== 'open') throw new Error('InvalidStateError');
    this.sent.push(data);
  }
  /** The last sent message, parsed. */
  lastSent(): Record<string, unknown> {
    return JSON.parse(this.sent.at(-1) ?? 'null') as Record<string, unknown>;
  }
  reply(message: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  close(): void {
    if (this.readyState === 'closed') return;
    this.readyState = 'closed';
    this.dispatchEvent(new Event('close'));
  }
}

/** An RTP sender: the track it sends now (replaceTrack swaps it without renegotiating). */
export class FakeSender {
  constructor(public track: FakeTrack | null = null) {}
  async replaceTrack(track: FakeTrack | null): Promise<void> {
    this.track = track;
  }
}

export class FakePeerConnection extends EventTarget {
  static instances: FakePeerConnection[] = [];
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  readonly remoteCandidates: RTCIceCandidateInit[] = [];
  iceGatheringState: RTCIceGatheringState = 'new';
  connectionState: RTCPeerConnectionState = 'new';
  closed = false;
  /** What getStats reports as the inbound video's framesDecoded; null: no video stream yet. */
  framesDecoded: number | null = null;
  extraStats: Record<string, unknown>[] = [];
  /** How many times getStats was called: the call's getStats polls. */
  statsCalls = 0;
  readonly channels: FakeDataChannel[] = [];
  /** The offer's audio m-line, as the answerer sees it after setRemoteDescription. */
  readonly audioTransceiver = { receiver: { track: new FakeTrack('audio') }, sender: new FakeSender(), direction: 'recvonly' as RTCRtpTransceiverDirection };
  readonly videoTransceiver = { receiver: { track: new FakeTrack('video') }, sender: new FakeSender(), direction: 'recvonly' as RTCRtpTransceiverDirection };
  /** The directions the answer was made with (what the device is told the browser sends). */
  answered: { audio: RTCRtpTransceiverDirection; video: RTCRtpTransceiverDirection } | null = null;

  constructor(public config: RTCConfiguration) {
    super();
    FakePeerConnection.instances.push(this);
  }

  getConfiguration(): RTCConfiguration {
    return this.config;
  }
  setConfiguration(config: RTCConfiguration): void {
    if (this.localDescription) throw new Error('ICE servers changed after gathering began');
    this.config = config;
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    if (this.closed) throw new Error('closed');
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (candidate.candidate === 'bad') throw new Error('bad candidate');
    this.remoteCandidates.push(candidate);
  }
  get senders(): FakeSender[] {
    return [this.audioTransceiver.sender, this.videoTransceiver.sender];
  }
  /** The local tracks the call sends now. */
  get sentTracks(): FakeTrack[] {
    return this.senders.flatMap((sender) => (sender.track ? [sender.track] : []));
  }
  getSenders(): FakeSender[] {
    return this.senders;
  }
  getTransceivers() {
    return [this.audioTransceiver, this.videoTransceiver];
  }
  async createAnswer(): Promise<RTCSessionDescriptionInit> {
    this.answered = { audio: this.audioTransceiver.direction, video: this.videoTransceiver.direction };
    return { type: 'answer', sdp: 'v=0 answer' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit): Promise<void> {
    if (this.closed) throw new Error('closed');
    this.localDescription = description;
    this.iceGatheringState = 'gathering';
  }
  async getStats(): Promise<RTCStatsReport> {
    this.statsCalls += 1;
    const stats = new Map<string, Record<string, unknown>>();
    if (this.framesDecoded !== null) stats.set('in-video', { id: 'in-video', type: 'inbound-rtp', kind: 'video', framesDecoded: this.framesDecoded });
    for (const stat of this.extraStats) stats.set(String(stat.id), stat);
    return stats as unknown as RTCStatsReport;
  }
  close(): void {
    this.closed = true;
    this.connectionState = 'closed';
    for (const channel of this.channels) channel.close();
  }

  // What the browser would do:
  fireTrack(track: FakeTrack): void {
    this.dispatchEvent(Object.assign(new Event('track'), { track, streams: [] }));
  }
  fireDataChannel(channel = new FakeDataChannel()): FakeDataChannel {
    this.channels.push(channel);
    this.dispatchEvent(Object.assign(new Event('datachannel'), { channel }));
    return channel;
  }
  fireCandidate(candidate: string): void {
    this.dispatchEvent(Object.assign(new Event('icecandidate'), { candidate: { candidate, sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null } }));
  }
  completeGathering(): void {
    this.iceGatheringState = 'complete';
    if (this.localDescription) this.localDescription = { ...this.localDescription, sdp: `${this.localDescription.sdp} +candidates` };
    this.dispatchEvent(new Event('icegatheringstatechange'));
  }
  setConnectionState(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
}
