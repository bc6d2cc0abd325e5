// Plays a room notification's sound (live video §4): the file of its type's notification_sound,
// sound_repeat_count times in a row (default once), and not at all for a user whose
// audio_ping_enabled is off. The files are synthesised by scripts/make-sounds.mjs. Free of React:
// the room notification handler calls it.
import type { components } from '@bedside/openapi/api';

export type NotificationSound = components['schemas']['NotificationSound'];

export const soundUrl = (sound: NotificationSound) => `/sounds/${sound}.wav`;

/** The part of HTMLAudioElement this needs (tests pass a fake). */
export interface Playable {
  play(): Promise<void>;
  currentTime: number;
  addEventListener(type: 'ended' | 'error', listener: () => void): void;
  removeEventListener(type: 'ended' | 'error', listener: () => void): void;
}

export interface AnnounceOptions {
  sound: NotificationSound;
  /** sound_repeat_count; absent or below 1: once */
  repeat?: number | null;
  /** the current user's audio_ping_enabled */
  enabled: boolean;
  /** defaults to `new Audio(url)` */
  createAudio?: (url: string) => Playable;
}

/**
 * Plays the sound `repeat` times one after the other; resolves with how many plays finished. A
 * browser that refuses to play (no user gesture yet, no audio device) ends the run quietly: the
 * snackbar is still shown.
 */
export async function announce({ sound, repeat, enabled, createAudio = (url) => new Audio(url) }: AnnounceOptions): Promise<number> {
  if (!enabled) return 0;
  const times = Math.max(1, Math.floor(repeat ?? 1));
  const audio = createAudio(soundUrl(sound));
  let played = 0;
  for (let i = 0; i < times; i += 1) {
    try {
      if (i > 0) audio.currentTime = 0;
      await playOnce(audio);
      played += 1;
    } catch (error) {
      console.debug('notification sound not played', error);
      break;
    }
  }
  return played;
}

function playOnce(audio: Playable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => { cleanup(); resolve(); };
    const failed = () => { cleanup(); reject(new Error('audio error')); };
    const cleanup = () => {
      audio.removeEventListener('ended', done);
      audio.removeEventListener('error', failed);
    };
    audio.addEventListener('ended', done);
    audio.addEventListener('error', failed);
    audio.play().catch((error: unknown) => { cleanup(); reject(error instanceof Error ? error : new Error(String(error))); });
  });
}
