import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStream, FakeTrack } from '../../../lib/media/test-fakes';
import { TileVideo } from './tile-video';

// jsdom has no MediaStream, and its srcObject takes none but a real one: both stand in here.
const srcObject = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'srcObject');

describe('TileVideo', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaStream', FakeStream);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const streams = new WeakMap<HTMLMediaElement, unknown>();
    Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
      configurable: true,
      get(this: HTMLMediaElement) { return streams.get(this) ?? null; },
      set(this: HTMLMediaElement, stream: unknown) { streams.set(this, stream); },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    if (srcObject) Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', srcObject);
  });

  it("plays the picture without the room's audio, and Listen plays the sound beside it without touching the picture", () => {
    const video = new FakeTrack('video');
    const audio = new FakeTrack('audio');
    const stream = new FakeStream([video, audio]) as unknown as MediaStream;
    const { rerender } = render(<TileVideo stream={stream} receiving audible={false} frozen={false} />);
    const element = screen.getByTestId<HTMLVideoElement>('tile-video');
    const picture = element.srcObject as unknown as FakeStream;
    expect(picture.getTracks()).toEqual([video]);
    expect(element.muted).toBe(true);
    expect(screen.queryByTestId('tile-sound')).toBeNull();

    rerender(<TileVideo stream={stream} receiving audible frozen={false} />);
    const sound = screen.getByTestId<HTMLAudioElement>('tile-sound');
    expect((sound.srcObject as unknown as FakeStream).getTracks()).toEqual([audio]);
    expect(sound.muted).toBe(false);
    expect(element.srcObject).toBe(picture);

    rerender(<TileVideo stream={stream} receiving audible={false} frozen={false} />);
    expect(screen.queryByTestId('tile-sound')).toBeNull();
    // Out of sight the picture lets go of its stream; the same one comes back.
    rerender(<TileVideo stream={stream} receiving={false} audible={false} frozen={false} />);
    expect(element.srcObject).toBeNull();
    rerender(<TileVideo stream={stream} receiving audible={false} frozen={false} />);
    expect(element.srcObject).toBe(picture);
  });
});
