// A tile's picture. Out of sight (or in a background tab) the element lets go of the stream, so
// nothing is painted; back in sight it takes the stream again and shows the next frame at once.
// The picture plays without the room's audio track: a muted element that holds one still keeps
// Chromium's audio output running, pulling every tile's track every 10 ms (30 tiles playing, 6
// interleaved pairs: Chromium at a median 101 % of a core without, 113 % with). The room the user
// listens to plays its sound from an audio element of its own, so Listen moving between rooms never
// reloads a picture.
import { useEffect, useMemo, useRef, type CSSProperties, type RefObject } from 'react';
import { useFirstFrame } from '../../../components/use-first-frame';

const style: CSSProperties = { width: '100%', aspectRatio: '16 / 9', background: '#000', display: 'block', objectFit: 'cover' };
const frozenStyle: CSSProperties = { ...style, filter: 'grayscale(1) brightness(0.55)' };

interface TileVideoProps {
  stream: MediaStream | null;
  receiving: boolean;
  audible: boolean;
  frozen: boolean;
  /** The element showed the stream's first frame. */
  onFirstFrame?: () => void;
}

/** The stream's tracks of one kind, in a stream of their own (once per stream). */
function useTracks(stream: MediaStream | null, kind: 'audio' | 'video'): MediaStream | null {
  return useMemo(() => (stream ? new MediaStream(kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks()) : null), [stream, kind]);
}

/** Sets a media element's stream and plays it; null lets go of it. */
function usePlayed(ref: RefObject<HTMLMediaElement | null>, shown: MediaStream | null): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || element.srcObject === shown) return;
    element.srcObject = shown;
    if (shown) void element.play().catch(() => undefined);
  }, [ref, shown]);
}

export function TileVideo({ stream, receiving, audible, frozen, onFirstFrame }: TileVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const picture = useTracks(stream, 'video');
  const shown = receiving ? picture : null;
  usePlayed(ref, shown);
  useFirstFrame(ref, shown, onFirstFrame);
  return (
    <>
      <video
        ref={ref}
        data-testid="tile-video"
        data-receiving={receiving || undefined}
        autoPlay
        playsInline
        muted
        style={frozen ? frozenStyle : style}
      />
      {audible && stream ? <TileSound stream={stream} /> : null}
    </>
  );
}

/** The sound of the room the user listens to. */
function TileSound({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLAudioElement>(null);
  usePlayed(ref, useTracks(stream, 'audio'));
  return <audio ref={ref} data-testid="tile-sound" autoPlay />;
}
