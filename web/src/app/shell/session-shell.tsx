import { ErrorBoundary } from '../../components/error-boundary';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { LoadingBar } from '../../features/session/components/loading-bar';
import { currentSession } from '../../lib/session/current-session';
import { useSessionStore } from '../../lib/session/session-store';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { preloadSessionDialogs, SessionEndedDialog, SomethingWentWrongDialog, StillThereDialog } from './session-dialogs';
import { useLoading } from './use-loading';
import { useLogout } from './use-logout';
import { useAnnounceSignIn, useSessionRules } from './use-session-rules';

export const SESSION_EXPIRED_TEXT = 'You were signed out after a period of inactivity. Please sign in again.';
export const OTHER_DEVICE_TEXT =
  'Your account has been logged into from another device. If this was not you, please contact support immediately.';

// Session rules of secured pages: inactivity, Still There?, session dialogs, loading indicator.
export function SessionShell() {
  const user = useCurrentUser();
  useSessionRules(user.inactivity_timeout_sec);
  useAnnounceSignIn();
  const logout = useLogout();
  const loading = useLoading();
  const { stillThere, expired, otherDevice, errors, clearErrors } = useSessionStore();
  const signInAgain = () => void logout();
  useEffect(() => preloadSessionDialogs(), []);
  // Before the first paint: a session a sign-in elsewhere ended shows nothing but its dialog.
  useLayoutEffect(() => useSessionStore.getState().checkSuperseded(), []);

  return (
    <>
      <LoadingBar visible={loading} />
      {/* A dialog that fails to draw (an error body it cannot show) is left out and logged: the
          session rules above keep running, and the page and a video visit go on. The next change
          of what is to be shown tries again. */}
      <ErrorBoundary part="session dialogs" resetKeys={[stillThere, expired, otherDevice, errors]} fallback={() => null}>
        <Suspense fallback={null}>
          {stillThere && !expired && <StillThereDialog opened onStay={() => void currentSession()?.stay()} />}
          {expired && <SessionEndedDialog opened title="Your session expired" message={SESSION_EXPIRED_TEXT} onSignInAgain={signInAgain} />}
          {otherDevice && !expired && (
            <SessionEndedDialog opened title="Signed In From Another Device" message={OTHER_DEVICE_TEXT} onSignInAgain={signInAgain} />
          )}
          {/* A session that is over explains itself; the failures it causes are not news. */}
          {!expired && errors.length > 0 && <SomethingWentWrongDialog errors={errors} onClose={clearErrors} />}
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
