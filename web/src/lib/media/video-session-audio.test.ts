// What the call sends as audio while Aimee talks: a replacement track (the mix) in place of the
// microphone, the microphone back afterwards, and mute still reaching the microphone.
import { describe, expect, it } from 'vitest';
import { installSessionFakes, playing, setup } from './session-test-kit';
import { FakeTrack } from './test-fakes';

installSessionFakes();

describe('VideoSession: outgoing audio', () => {
  it('sends a replacement track in place of the microphone and puts the microphone back', async () => {
    const s = setup();
    await playing(s);
    const mic = s.localTracks.find((t) => t.kind === 'audio')!;
    const audioSender = () => s.pc().senders.find((x) => x.track?.kind === 'audio')!;
    expect(s.session.microphone()).toBe(mic);
    const mixed = new FakeTrack('audio', 'mixed');
    expect(await s.session.replaceOutgoingAudio(mixed as unknown as MediaStreamTrack)).toBe(true);
    expect(audioSender().track).toBe(mixed);
    s.session.setMicMuted(true);
    expect(mic.enabled).toBe(false);
    expect(await s.session.replaceOutgoingAudio(null)).toBe(true);
    expect(audioSender().track).toBe(mic);
  });

  it('has nothing to replace once the call is over', async () => {
    const s = setup();
    await playing(s);
    await s.session.hangUp();
    expect(await s.session.replaceOutgoingAudio(new FakeTrack('audio') as unknown as MediaStreamTrack)).toBe(false);
  });
});
