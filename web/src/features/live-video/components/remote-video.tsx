import { useEffect, useRef, type CSSProperties } from 'react';

const style: CSSProperties = { width: '100%', aspectRatio: '16 / 9', background: '#000', display: 'block', objectFit: 'contain' };

/** The patient's camera. Audio plays through the same element (muted only by the user's volume). */
export function RemoteVideo({ stream }: { stream: MediaStream | null }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} data-testid="patient-video" autoPlay playsInline style={style} />;
}
