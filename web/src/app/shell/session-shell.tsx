import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { LoadingBar } from '../../features/session/components/loading-bar';
import { SessionEndedDialog } from '../../features/session/components/session-ended-dialog';
import { SomethingWentWrongDialog } from '../../features/session/components/something-went-wrong-dialog';
import { StillThereDialog } from '../../features/session/components/still-there-dialog';
import { currentSession } from '../../lib/session/current-session';
import { useSessionStore } from '../../lib/session/session-store';
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

  return (
    <>
      <LoadingBar visible={loading} />
      <StillThereDialog opened={stillThere && !expired} onStay={() => void currentSession()?.stay()} />
      <SessionEndedDialog
        opened={expired}
        title="Your session expired"
        message={SESSION_EXPIRED_TEXT}
        onSignInAgain={signInAgain}
      />
      <SessionEndedDialog
        opened={otherDevice && !expired}
        title="Signed In From Another Device"
        message={OTHER_DEVICE_TEXT}
        onSignInAgain={signInAgain}
      />
      {/* A session that is over explains itself; the failures it causes are not news. */}
      <SomethingWentWrongDialog errors={expired ? [] : errors} onClose={clearErrors} />
    </>
  );
}
