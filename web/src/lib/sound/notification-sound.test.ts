import { describe, expect, it } from 'vitest';
import { announce, type Playable } from './notification-sound';

/** An audio element that ends each play at once, or refuses to play. */
function fakeAudio(refuse = false) {
  const listeners = new Map<string, () => void>();
  const urls: string[] = [];
  let plays = 0;
  const audio: Playable = {
    currentTime: 0,
    play: () => {
      if (refuse) return Promise.reject(new Error('NotAllowedError'));
      plays += 1;
      queueMicrotask(() => listeners.get('ended')?.());
      return Promise.resolve();
    },
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type) => void listeners.delete(type),
  };
  return { createAudio: (url: string) => { urls.push(url); return audio; }, plays: () => plays, urls };
}

describe('announce', () => {
  it('plays the type’s sound file sound_repeat_count times, one after the other', async () => {
    const fake = fakeAudio();
    expect(await announce({ sound: 'eicu_request', repeat: 3, enabled: true, createAudio: fake.createAudio })).toBe(3);
    expect(fake.plays()).toBe(3);
    expect(fake.urls).toEqual(['/sounds/eicu_request.wav']);
  });

  it('plays once without a repeat count', async () => {
    const fake = fakeAudio();
    expect(await announce({ sound: 'bell', repeat: null, enabled: true, createAudio: fake.createAudio })).toBe(1);
  });

  it('stays silent for a user whose audio ping is off', async () => {
    const fake = fakeAudio();
    expect(await announce({ sound: 'bell', repeat: 2, enabled: false, createAudio: fake.createAudio })).toBe(0);
    expect(fake.urls).toEqual([]);
  });

  it('stops quietly when the browser refuses to play', async () => {
    const fake = fakeAudio(true);
    expect(await announce({ sound: 'siren', repeat: 2, enabled: true, createAudio: fake.createAudio })).toBe(0);
  });
});
