// The patient of a training video: instead of the room tone, the device's audio is a scenario
// spoken with eSpeak NG (training-scenario.ts). The patient listens to the call (Opus decoded,
// energy voice detection) and says the next line when the other side stops speaking, so a
// conversation with Aimee takes turns as it would with a person. What the patient heard (speech
// turns, voiced time, the loudest frame) is reported through /sim, to check Aimee's voice arrived.
import type { MediaStreamTrack } from 'werift';
import { FRAME_MS, OpusDecoder } from '../speech/opus.ts';
import { levelDb } from '../speech/pcm.ts';
import { SpeechTrack } from '../speech/speech-track.ts';
import { TRAINING_SCENARIO } from '../speech/training-scenario.ts';
import { spokenPayloads } from '../speech/spoken.ts';
import { PATIENT_VOICE } from '../speech/tts.ts';
import { SpeechListener } from '../speech/listener.ts';
import type { VadEvent } from '../speech/vad.ts';

export interface SpeechFigures { heard_utterances: number; heard_ms: number; peak_db: number | null; said_lines: number }

/** How long the patient waits after the other side stops before answering, as a person would. */
const REPLY_DELAY_MS = 300;

export class TrainingPatient {
  private readonly speech: SpeechTrack;
  private readonly decoder = new OpusDecoder();
  private readonly listener = new SpeechListener((change) => this.speechChanged(change.type));
  private heardUtterances = 0;
  private voicedFrames = 0;
  private peakDb = -Infinity;
  private saidLines = 0;
  private closed = false;
  private reply: NodeJS.Timeout | null = null;
  /** The other side finished while the patient was still speaking: answer once the line is said. */
  private owedReply = false;

  constructor(track: MediaStreamTrack, private readonly lines: readonly string[] = TRAINING_SCENARIO, private readonly log: (message: string) => void = () => undefined) {
    this.speech = new SpeechTrack(track);
  }

  /**
   * Makes the lines (on the speech thread, once per process) before the other side has said
   * anything to answer; a line asked for later waits for its own. Called once the call is up: the
   * process's first training call starts the thread and makes every line, seconds of a core that,
   * on a loaded 2-core machine, kept a call from connecting within the browser's 15 s.
   */
  prepare(): void {
    for (const line of this.lines) void spokenPayloads(line, PATIENT_VOICE).catch(() => undefined);
  }

  /** One Opus packet from the call. */
  heard(payload: Buffer): void {
    if (this.closed) return;
    const frame = this.decoder.decode(payload);
    this.peakDb = Math.max(this.peakDb, levelDb(frame));
    this.listener.hear(frame);
    if (this.listener.speaking) this.voicedFrames += 1;
  }

  private speechChanged(change: VadEvent['type']): void {
    if (change === 'speech_started') {
      this.owedReply = false;
      if (this.reply) { clearTimeout(this.reply); this.reply = null; }
    }
    if (change !== 'speech_stopped') return;
    this.heardUtterances += 1;
    this.reply = setTimeout(() => void this.sayNext(), REPLY_DELAY_MS);
  }

  /** The call's audio_hold: while nobody listens to the room, what the patient says is not sent. */
  hold(held: boolean): void {
    this.speech.held = held;
  }

  figures(): SpeechFigures {
    return { heard_utterances: this.heardUtterances, heard_ms: this.voicedFrames * FRAME_MS, peak_db: Number.isFinite(this.peakDb) ? Math.round(this.peakDb * 10) / 10 : null, said_lines: this.saidLines };
  }

  close(): void {
    this.closed = true;
    if (this.reply) clearTimeout(this.reply);
    this.speech.stop();
    this.listener.close();
    this.decoder.delete();
  }

  private async sayNext(): Promise<void> {
    this.reply = null;
    // Talked over (on a loaded machine a pause in the patient's own audio can end its turn for the
    // listener, who answers while the line still plays): the reply is owed, not dropped, or
    // neither side would speak again.
    if (this.speech.playing) {
      this.owedReply = true;
      return;
    }
    const line = this.lines[this.saidLines];
    if (line === undefined || this.closed) return;
    this.saidLines += 1;
    try {
      await this.speech.play(await spokenPayloads(line, PATIENT_VOICE));
    } catch (error) {
      this.log(`the training patient could not speak: ${error instanceof Error ? error.message : String(error)}`);
    }
    // The owed reply waits as any other: the other side starting to speak cancels it.
    if (this.owedReply && !this.closed && !this.listener.speaking) {
      this.owedReply = false;
      this.reply = setTimeout(() => void this.sayNext(), REPLY_DELAY_MS);
    }
  }
}
