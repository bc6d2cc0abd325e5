// A stand-in for the browser's side of an Aimee conversation, as the OpenAI Realtime WebRTC guide
// has it: a peer with one audio track (sendrecv) and the `oai-events` data channel it creates, its
// offer posted, the answer applied, the greeting payload sent when the channel opens. It records the
// server events, the arrival of Aimee's audio and its loudness (decoded), and can speak as the
// patient (eSpeak NG, Opus). Used by the simulator test and the benchmark.
import { loopbackStunUrl } from '@bedside/device-emulator/media/loopback-stun.ts';
import { devicePeerConfig, GATHER_TIMEOUT_MS } from '@bedside/device-emulator/media/peer-config.ts';
import { OpusDecoder } from '@bedside/device-emulator/speech/opus.ts';
import { levelDb } from '@bedside/device-emulator/speech/pcm.ts';
import { SpeechTrack } from '@bedside/device-emulator/speech/speech-track.ts';
import { spokenPayloads } from '@bedside/device-emulator/speech/spoken.ts';
import { PATIENT_VOICE } from '@bedside/device-emulator/speech/tts.ts';
import { MediaStreamTrack, RTCPeerConnection, type RtpPacket } from 'werift';

export interface Started { aimee_conversation_id: number; sdp: string; greeting_payload: unknown }
export type Event = { type: string } & Record<string, unknown>;

export class RealtimeClient {
  readonly events: Event[] = [];
  /** ms from the offer being sent to the first packet of Aimee's audio; null before. */
  firstAudioMs: number | null = null;
  audioPackets = 0;
  /** The loudest 20 ms frame heard, in dBFS. */
  peakDb = -Infinity;
  conversationId = 0;
  /** Each packet of Aimee's audio, for a caller that routes it on (to the device call). */
  onAudio: ((rtp: RtpPacket) => void) | null = null;
  private readonly pc: RTCPeerConnection;
  private readonly mic = new MediaStreamTrack({ kind: 'audio' });
  private readonly speech = new SpeechTrack(this.mic);
  private readonly decoder = new OpusDecoder();
  private readonly waiters: { match: (e: Event) => boolean; resolve: (e: Event) => void }[] = [];
  private sentAt = 0;

  private constructor(stunUrl: string) {
    this.pc = new RTCPeerConnection(devicePeerConfig(stunUrl));
    this.pc.addTransceiver(this.mic, { direction: 'sendrecv' });
    this.pc.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe((rtp) => {
        this.audioPackets += 1;
        this.firstAudioMs ??= performance.now() - this.sentAt;
        this.peakDb = Math.max(this.peakDb, levelDb(this.decoder.decode(rtp.payload)));
        this.onAudio?.(rtp);
      });
    });
  }

  static async connect(post: (offer: string) => Promise<Started>): Promise<RealtimeClient> {
    const client = new RealtimeClient(await loopbackStunUrl());
    await client.start(post);
    return client;
  }

  private async start(post: (offer: string) => Promise<Started>): Promise<void> {
    const channel = this.pc.createDataChannel('oai-events');
    channel.onMessage.subscribe((raw) => this.received(JSON.parse(raw.toString()) as Event));
    // Watched from the start: werift's setRemoteDescription does not wait for the connection, but
    // the channel may open before the code after it runs; an 'open' missed left the greeting unsent
    // and the test waiting 15 s for events that never came.
    const opened = new Promise<void>((resolve) => channel.stateChanged.subscribe((state) => { if (state === 'open') resolve(); }));
    const gathered = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
      this.pc.iceGatheringStateChange.subscribe((state) => { if (state === 'complete') { clearTimeout(timer); resolve(); } });
    });
    await this.pc.setLocalDescription(await this.pc.createOffer());
    if (this.pc.iceGatheringState !== 'complete') await gathered;
    this.sentAt = performance.now();
    const started = await post(this.pc.localDescription?.sdp ?? '');
    this.conversationId = started.aimee_conversation_id;
    await this.pc.setRemoteDescription({ type: 'answer', sdp: started.sdp });
    this.send = (event) => channel.send(JSON.stringify(event));
    void opened.then(() => this.send(started.greeting_payload));
  }

  send: (event: unknown) => void = () => { throw new Error('not connected'); };

  /** The next event (or one already received) matching, within the time. */
  next(match: (e: Event) => boolean, timeoutMs = 15_000, from = 0): Promise<Event> {
    const seen = this.events.slice(from).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event in ${timeoutMs} ms; got ${this.events.map((e) => e.type).join(', ')}`)), timeoutMs);
      this.waiters.push({ match, resolve: (e) => { clearTimeout(timer); resolve(e); } });
    });
  }

  /** Speaks as the patient would into the call; resolves when the words have been sent. */
  async say(text: string): Promise<void> {
    await this.speech.play(await spokenPayloads(text, PATIENT_VOICE));
  }

  /** Sends another call's audio packet to Aimee as this client's microphone (the patient's voice). */
  relay(rtp: RtpPacket): void {
    this.mic.writeRtp(rtp);
  }

  async close(): Promise<void> {
    this.speech.stop();
    this.decoder.delete();
    await this.pc.close();
  }

  private received(event: Event): void {
    this.events.push(event);
    for (const waiter of [...this.waiters]) {
      if (!waiter.match(event)) continue;
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  }
}
