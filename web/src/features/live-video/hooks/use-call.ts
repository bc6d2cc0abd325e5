// The running call of the overlay: starts sessions, follows them to their end, and turns an
// unexpected end into the error dialog. Hang-up and close return to the settings step.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionErrorCode, VideoSession } from '../../../lib/media/video-session';
import { createVideoSession, type SessionTarget } from '../utils/session-factory';
import type { SettingsValues } from '../utils/settings-rules';
import { useLiveVideoStore } from './live-video-store';

/** One started session; `id` tells the call view when a new session (join from preview) replaced it. */
interface Call { id: number; session: VideoSession; preview: boolean; values: SettingsValues }

export function useCall(target: SessionTarget | null) {
  const [call, setCall] = useState<Call | null>(null);
  const sessions = useRef(0);
  const [error, setError] = useState<SessionErrorCode | null>(null);

  const start = useCallback((values: SettingsValues, preview: boolean) => {
    if (!target) return;
    const session = createVideoSession(target, values, preview);
    setError(null);
    sessions.current += 1;
    setCall({ id: sessions.current, session, preview, values });
    void session.start();
  }, [target]);

  const hangUp = useCallback(() => {
    if (call) void call.session.hangUp();
    setCall(null);
  }, [call]);

  // Joining from a preview restarts as a normal call with the same settings.
  const joinFromPreview = useCallback(() => {
    if (!call) return;
    void call.session.hangUp();
    start(call.values, false);
  }, [call, start]);

  useEffect(() => {
    if (!call) return undefined;
    const { session } = call;
    const follow = () => {
      const snapshot = session.getSnapshot();
      if (snapshot.state !== 'stopped') return;
      if (snapshot.error) setError(snapshot.error);
      setCall((current) => (current?.session === session ? null : current));
    };
    follow();
    const unsubscribe = session.subscribe(follow);
    useLiveVideoStore.getState().setSession(session);
    const onPageHide = () => void session.hangUp();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      if (useLiveVideoStore.getState().session === session) useLiveVideoStore.getState().setSession(null);
      // Leaving the overlay (closed, signed out) ends the call: no peer connection stays open.
      void session.hangUp();
    };
  }, [call]);

  return { call, error, clearError: () => setError(null), start, hangUp, joinFromPreview };
}
