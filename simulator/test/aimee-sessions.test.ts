// The connected assistants, with a fake provider: an end closes one, a session that closes on its
// own is let go, and a training video's meeting gives the emulated transcription its scenario.
import { describe, expect, it } from 'vitest';
import type { AimeeProvider, AimeeSetup } from '../src/aimee/provider.ts';
import { AimeeSessions } from '../src/aimee/sessions.ts';

function fakeProvider() {
  const setups: AimeeSetup[] = [];
  let closes = 0;
  const provider: AimeeProvider = {
    connect: async (_offer, setup) => {
      setups.push(setup);
      return { answer: `answer ${setup.conversationId}`, close: async () => { closes += 1; setup.onClosed?.(); } };
    },
  };
  return { provider, setups, closes: () => closes };
}

const options = { prompt: { greeting: 'Hi', instructions: '', voice: 'alloy' }, tags: ['Fall Risk'], log: () => undefined };

describe('AimeeSessions', () => {
  it('keeps each connected session until its conversation ends, and lets go of one that closed by itself', async () => {
    const fake = fakeProvider();
    const sessions = new AimeeSessions(() => fake.provider, (meeting) => (meeting === 'training' ? ['Hello?'] : []));
    expect((await sessions.start(1, 'offer', { ...options, meetingId: 'training' })).answer).toBe('answer 1');
    await sessions.start(2, 'offer', { ...options, meetingId: null });
    expect(fake.setups.map((s) => s.expectedUtterances)).toEqual([['Hello?'], []]);
    expect(sessions.size).toBe(2);
    fake.setups[1]!.onClosed?.();
    expect(sessions.size).toBe(1);
    await sessions.end(1);
    await sessions.end(1);
    expect(fake.closes()).toBe(1);
    expect(sessions.size).toBe(0);
  });
});
