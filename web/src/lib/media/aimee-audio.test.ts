// The mix the patient hears while Aimee talks: Aimee and the clinician's microphone summed into the
// track the call sends, and the microphone put back afterwards. Web Audio is faked: each node
// records what it is connected to.
import { describe, expect, it, vi } from 'vitest';
import { mixAssistantIntoCall, type AudioMixEnv, type CallAudio } from './aimee-audio';
import { FakeStream, FakeTrack } from './test-fakes';

function fakeAudio() {
  const mixed = new FakeTrack('audio', 'mixed');
  const destination = { stream: new FakeStream([mixed]) };
  const sources: { stream: FakeStream; connectedTo: unknown }[] = [];
  const context = {
    state: 'suspended',
    resume: vi.fn(async () => { context.state = 'running'; }),
    close: vi.fn(async () => undefined),
    createMediaStreamDestination: () => destination,
    createMediaStreamSource: (stream: FakeStream) => {
      const source = { stream, connectedTo: null as unknown, connect(node: unknown) { source.connectedTo = node; } };
      sources.push(source);
      return source;
    },
  };
  const env: AudioMixEnv = {
    createAudioContext: () => context as unknown as AudioContext,
    createMediaStream: (tracks) => new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
  };
  return { env, context, destination, sources, mixed };
}

function fakeCall(microphone: FakeTrack | null) {
  const sent: (string | null)[] = [];
  const call: CallAudio = {
    microphone: () => microphone as unknown as MediaStreamTrack | null,
    replaceOutgoingAudio: async (track) => { sent.push((track as unknown as FakeTrack | null)?.id ?? null); return true; },
  };
  return { call, sent };
}

describe('mixAssistantIntoCall', () => {
  it('sends Aimee and the microphone as one track, then puts the microphone back', async () => {
    const audio = fakeAudio();
    const mic = new FakeTrack('audio', 'mic');
    const assistant = new FakeStream([new FakeTrack('audio', 'aimee')]);
    const { call, sent } = fakeCall(mic);
    const undo = await mixAssistantIntoCall(assistant as unknown as MediaStream, call, audio.env);
    expect(sent).toEqual(['mixed']);
    expect(audio.sources.map((s) => s.stream.getTracks()[0]?.id)).toEqual(['aimee', 'mic']);
    expect(audio.sources.every((s) => s.connectedTo === audio.destination)).toBe(true);
    expect(audio.context.resume).toHaveBeenCalled();
    undo();
    undo();
    // null: the call puts its own microphone back.
    expect(sent).toEqual(['mixed', null]);
    expect(audio.mixed.readyState).toBe('ended');
    expect(audio.context.close).toHaveBeenCalledTimes(1);
  });

  it('without a microphone (muted preview) the patient still hears Aimee', async () => {
    const audio = fakeAudio();
    const { call, sent } = fakeCall(null);
    await mixAssistantIntoCall(new FakeStream([new FakeTrack('audio', 'aimee')]) as unknown as MediaStream, call, audio.env);
    expect(audio.sources).toHaveLength(1);
    expect(sent).toEqual(['mixed']);
  });
});
