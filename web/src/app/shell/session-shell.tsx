import { ErrorBoundary } from '../../components/error-boundary';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { LoadingBar } from '../../features/session/components/loading-bar';
import { currentSession } from '../../lib/session/current-session';
import { useSessionStore } from '../../lib/session/session-store';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { PlainSessionDialog, type PlainDialogContent } from './plain-session-dialog';
import { preloadSessionDialogs, SessionEndedDialog, SomethingWentWrongDialog, StillThereDialog } from './session-dialogs';
import { useLoading } from './use-loading';
import { useLogout } from './use-logout';
import { useAnnounceSignIn, useSessionRules } from './use-session-rules';

export const SESSION_EXPIRED_TEXT = 'You were signed out after a period of inactivity. Please sign in again.';
export const OTHER_DEVICE_TEXT =
  'Your account has been logged into from another device. If this was not you, please contact support immediately.';
const STILL_THERE_TEXT = 'Please click the button below to stay logged in.';

interface Shown {
  stillThere: boolean;
  expired: boolean;
  otherDevice: boolean;
  errors: readonly unknown[];
}

/** The one dialog that matters most of those to show, for the plain fallback (PlainSessionDialog). */
export function plainDialogOf(shown: Shown, actions: { signInAgain: () => void; stay: () => void; close: () => void }): PlainDialogContent | null {
  if (shown.expired) return { title: 'Your session expired', message: SESSION_EXPIRED_TEXT, action: 'Sign-In Again', onAction: actions.signInAgain };
  if (shown.otherDevice) return { title: 'Signed In From Another Device', message: OTHER_DEVICE_TEXT, action: 'Sign-In Again', onAction: actions.signInAgain };
  if (shown.stillThere) return { title: 'Still There?', message: STILL_THERE_TEXT, action: 'Stay Logged In', onAction: actions.stay };
  if (shown.errors.length === 0) return null;
  // A text that is not one (an error body the dialog could not show) is said as a server error.
  const texts = shown.errors.map((text) => (typeof text === 'string' ? text : 'The server reported an error.'));
  return { title: 'Something Went Wrong', message: [...new Set(texts)].join(' '), action: 'Close', onAction: actions.close };
}

// Session rules of secured pages: inactivity, Still There?, session dialogs, loading indicator.
export function SessionShell() {
  const user = useCurrentUser();
  useSessionRules(user.inactivity_timeout_sec);
  useAnnounceSignIn();
  const logout = useLogout();
  const loading = useLoading();
  const { stillThere, expired, otherDevice, errors, clearErrors } = useSessionStore();
  const signInAgain = () => void logout();
  const stay = () => void currentSession()?.stay();
  useEffect(() => preloadSessionDialogs(), []);
  // Before the first paint: a session a sign-in elsewhere ended shows nothing but its dialog.
  useLayoutEffect(() => useSessionStore.getState().checkSuperseded(), []);

  return (
    <>
      <LoadingBar visible={loading} />
      {/* A dialog that fails to draw (an error body it cannot show, its code not loading) is logged
          and said in plain elements, with its one action: the session rules above keep running,
          and the page and a video visit go on. The next change of what is to be shown tries the
          dialog again. */}
      <ErrorBoundary
        part="session dialogs"
        resetKeys={[stillThere, expired, otherDevice, errors]}
        fallback={() => {
          const plain = plainDialogOf({ stillThere, expired, otherDevice, errors }, { signInAgain, stay, close: clearErrors });
          return plain ? <PlainSessionDialog {...plain} /> : null;
        }}
      >
        <Suspense fallback={null}>
          {stillThere && !expired && <StillThereDialog opened onStay={stay} />}
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
