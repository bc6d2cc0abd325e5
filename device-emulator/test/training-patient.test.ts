// The training video's patient: it hears a voice on the call (real speech through Opus), reports
// it, and answers with the scenario's next line once that voice stops, on its own audio track.
import type { MediaStreamTrack, RtpPacket } from 'werift';
import { describe, expect, it } from 'vitest';
import { TrainingPatient } from '../src/media/training-patient.ts';
import { encodeSpeech, FRAME_SAMPLES } from '../src/speech/opus.ts';
import { SpeechTrack } from '../src/speech/speech-track.ts';
import { assistantVoice, synthesize } from '../src/speech/tts.ts';

describe('TrainingPatient', () => {
  it('reports the voice it heard and says its next line when that voice stops', async () => {
    const sent: RtpPacket[] = [];
    const track = { writeRtp: (packet: RtpPacket) => sent.push(packet) } as unknown as MediaStreamTrack;
    const patient = new TrainingPatient(track, ['Hello?']);
    const voice = encodeSpeech(await synthesize('Hello, I am Aimee.', assistantVoice('alloy')));
    const silence = encodeSpeech(new Int16Array(FRAME_SAMPLES * 40));
    for (const payload of [...voice, ...silence]) patient.heard(payload);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(10);
    const figures = patient.figures();
    expect(figures).toMatchObject({ heard_utterances: 1, said_lines: 1 });
    expect(figures.heard_ms).toBeGreaterThan(500);
    expect(figures.peak_db).toBeGreaterThan(-30);
    patient.close();
  }, 20_000);

  it('answers a voice that finished while it was still speaking once its own line is said', async () => {
    const sent: RtpPacket[] = [];
    const track = { writeRtp: (packet: RtpPacket) => sent.push(packet) } as unknown as MediaStreamTrack;
    const patient = new TrainingPatient(track, ['Hello? Who is this?', 'Can you get my nurse?']);
    const voice = encodeSpeech(await synthesize('Hello, I am Aimee.', assistantVoice('alloy')));
    const silence = encodeSpeech(new Int16Array(FRAME_SAMPLES * 40));
    for (const payload of [...voice, ...silence]) patient.heard(payload);
    await expect.poll(() => patient.figures().said_lines, { timeout: 10_000 }).toBe(1);
    // A short answer heard while the first line still plays (it plays in real time, about 1.5 s).
    const answer = encodeSpeech(await synthesize('I am here.', assistantVoice('alloy')));
    for (const payload of [...answer, ...silence]) patient.heard(payload);
    expect(patient.figures().said_lines).toBe(1);
    await expect.poll(() => patient.figures().said_lines, { timeout: 10_000 }).toBe(2);
    patient.close();
  }, 30_000);

  // audio_hold (nobody listens to the room): the patient's speech goes on unheard, and what is
  // sent after is numbered on, its first packet marked as a new talkspurt, its time past the hold.
  it('sends nothing of its speech while the call holds its audio, and numbers on after', async () => {
    const sent: RtpPacket[] = [];
    const track = { writeRtp: (packet: RtpPacket) => sent.push(packet) } as unknown as MediaStreamTrack;
    const speech = new SpeechTrack(track);
    const playing = speech.play(Array.from({ length: 30 }, (_, i) => Buffer.from([i])));
    await expect.poll(() => sent.length).toBeGreaterThanOrEqual(5);
    speech.held = true;
    const before = sent.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const duringHold = sent.length - before;
    speech.held = false;
    expect(await playing).toBe(true);
    expect(duringHold).toBe(0);
    const payloads = sent.map((p) => p.payload[0]!);
    const resumedAt = payloads.findIndex((value, i) => i > 0 && value !== payloads[i - 1]! + 1);
    expect(resumedAt, 'some speech was not sent').toBeGreaterThan(0);
    expect(payloads[resumedAt]! - payloads[resumedAt - 1]!).toBeGreaterThanOrEqual(5);
    const [last, next] = [sent[resumedAt - 1]!.header, sent[resumedAt]!.header];
    expect(next.sequenceNumber).toBe((last.sequenceNumber + 1) & 0xffff);
    expect(next.marker).toBe(true);
    expect(next.timestamp - last.timestamp).toBe((payloads[resumedAt]! - payloads[resumedAt - 1]!) * FRAME_SAMPLES);
    expect(sent.filter((p) => p.header.marker)).toHaveLength(2);
  });
});
