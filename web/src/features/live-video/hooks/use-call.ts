// The running call of the overlay: starts sessions, follows them to their end, and turns an
// unexpected end into the end dialog. Hang-up and close return to the settings step, which keeps
// the last call's choices; Reconnect starts the same call again (same device, reason, knock, PTZ).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoSession } from '../../../lib/media/video-session';
import type { CallEnd } from '../utils/call-end';
import { createVideoSession, type SessionTarget } from '../utils/session-factory';
import type { SettingsValues } from '../utils/settings-rules';
import { useLiveVideoStore } from './live-video-store';

/** One started session; `id` tells the call view when a new session (join from preview) replaced it. */
interface Call { id: number; session: VideoSession; preview: boolean; values: SettingsValues }
/** How the last call ended unexpectedly, and what it was, for Reconnect. */
interface Ended { end: CallEnd; values: SettingsValues; preview: boolean }

export function useCall(target: SessionTarget | null) {
  const [call, setCall] = useState<Call | null>(null);
  const sessions = useRef(0);
  const [ended, setEnded] = useState<Ended | null>(null);
  const [lastValues, setLastValues] = useState<SettingsValues | null>(null);
  // The session whose device the user chose to reboot: its end is the reboot, not a failure.
  const rebooting = useRef<VideoSession | null>(null);

  const start = useCallback((values: SettingsValues, preview: boolean) => {
    if (!target) return;
    const session = createVideoSession(target, values, preview);
    // The join goes out before the call view renders (its ~25 ms here held the join back); the
    // effect below follows a session that changed state meanwhile.
    void session.start();
    sessions.current += 1;
    setEnded(null);
    setLastValues(values);
    setCall({ id: sessions.current, session, preview, values });
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

  const reconnect = useCallback(() => {
    if (ended) start(ended.values, ended.preview);
  }, [ended, start]);

  /** Reboot Device was confirmed: once the device is told the visit ends as a reboot; if not, it goes on. */
  const deviceRebooting = useCallback((sent: Promise<boolean>) => {
    if (!call) return;
    const { session, values, preview } = call;
    rebooting.current = session;
    void sent.then((ok) => {
      if (!ok) {
        if (rebooting.current === session) rebooting.current = null;
        return;
      }
      if (session.getSnapshot().state !== 'stopped') {
        setEnded({ end: { kind: 'rebooting' }, values, preview });
        void session.hangUp();
      }
    });
  }, [call]);

  useEffect(() => {
    if (!call) return undefined;
    const { session, values, preview } = call;
    const follow = () => {
      const snapshot = session.getSnapshot();
      if (snapshot.state !== 'stopped') return;
      if (rebooting.current === session) setEnded({ end: { kind: 'rebooting' }, values, preview });
      else if (snapshot.error) setEnded({ end: { kind: 'error', code: snapshot.error }, values, preview });
      setCall((current) => (current?.session === session ? null : current));
    };
    follow();
    const unsubscribe = session.subscribe(follow);
    // Closing the tab hangs it up with every open session (open-sessions.ts).
    useLiveVideoStore.getState().setSession(session);
    return () => {
      unsubscribe();
      if (useLiveVideoStore.getState().session === session) useLiveVideoStore.getState().setSession(null);
      // Leaving the overlay (closed, signed out) ends the call: no peer connection stays open.
      void session.hangUp();
    };
  }, [call]);

  return {
    call, ended: ended?.end ?? null, lastValues, clearEnded: () => setEnded(null),
    start, hangUp, joinFromPreview, reconnect, deviceRebooting,
  };
}
