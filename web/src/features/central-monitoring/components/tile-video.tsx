// A tile's picture. Out of sight (or in a background tab) the element lets go of the stream, so
// nothing is painted; back in sight it takes the stream again and shows the next frame at once.
// Muted unless this is the room the user listens to.
import { useEffect, useRef, type CSSProperties } from 'react';
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

export function TileVideo({ stream, receiving, audible, frozen, onFirstFrame }: TileVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const shown = receiving ? stream : null;
  // Set on the element itself: React does not always reflect `muted` to a media element.
  useEffect(() => {
    if (ref.current) ref.current.muted = !audible;
  }, [audible]);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === shown) return;
    video.srcObject = shown;
    if (shown) void video.play().catch(() => undefined);
  }, [shown]);
  useFirstFrame(ref, shown, onFirstFrame);
  return (
    <video
      ref={ref}
      data-testid="tile-video"
      data-receiving={receiving || undefined}
      autoPlay
      playsInline
      muted={!audible}
      style={frozen ? frozenStyle : style}
    />
  );
}
