import { useEffect, useRef, type CSSProperties } from 'react';
import { useFirstFrame } from './use-first-frame';

const style: CSSProperties = { width: '100%', aspectRatio: '16 / 9', background: '#000', display: 'block', objectFit: 'contain' };
// A frozen picture is greyed and darkened so the last frame cannot pass for the live patient.
const frozenStyle: CSSProperties = { ...style, filter: 'grayscale(1) brightness(0.55)' };

interface RemoteVideoProps {
  stream: MediaStream | null;
  frozen?: boolean;
  /** The element showed the stream's first frame (once per stream). */
  onFirstFrame?: () => void;
}

/**
 * The patient's camera. Audio plays through the same element (muted only by the user's volume).
 * `frozen`: the picture is not live (greyed).
 */
export function RemoteVideo({ stream, frozen = false, onFirstFrame }: RemoteVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  useFirstFrame(ref, stream, onFirstFrame);
  return <video ref={ref} data-testid="patient-video" autoPlay playsInline style={frozen ? frozenStyle : style} data-frozen={frozen || undefined} />;
}
