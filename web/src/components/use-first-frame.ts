import { useEffect, type RefObject } from 'react';

/**
 * Calls `onFirstFrame` once the element shows the stream's first frame (composited, not merely
 * decoded), once per stream; 'loadeddata' where requestVideoFrameCallback is missing. A session's
 * getStats poll would find it up to a poll later.
 */
export function useFirstFrame(ref: RefObject<HTMLVideoElement | null>, stream: MediaStream | null, onFirstFrame: (() => void) | undefined): void {
  useEffect(() => {
    const video = ref.current;
    if (!video || !stream || !onFirstFrame) return undefined;
    if ('requestVideoFrameCallback' in video) {
      const handle = video.requestVideoFrameCallback(() => onFirstFrame());
      return () => video.cancelVideoFrameCallback(handle);
    }
    const element = video as HTMLVideoElement;
    const loaded = () => onFirstFrame();
    element.addEventListener('loadeddata', loaded, { once: true });
    return () => element.removeEventListener('loadeddata', loaded);
  }, [ref, stream, onFirstFrame]);
}
