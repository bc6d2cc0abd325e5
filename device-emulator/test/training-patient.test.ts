// The training video's patient: it hears a voice on the call (real speech through Opus), reports
// it, and answers with the scenario's next line once that voice stops, on its own audio track.
import type { MediaStreamTrack, RtpPacket } from 'werift';
import { describe, expect, it } from 'vitest';
import { TrainingPatient } from '../src/media/training-patient.ts';
import { encodeSpeech, FRAME_SAMPLES } from '../src/speech/opus.ts';
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
});
