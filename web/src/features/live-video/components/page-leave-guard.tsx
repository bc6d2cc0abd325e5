// On the external /live-video page the overlay lives in the page, so leaving the page in the app
// ends the visit: while it is connected, such a navigation waits for the End Visit dialog. Mounted
// only there, because a router honours one blocker at a time and the in-app overlay, which
// survives navigation, must not hold one.
import { useBlocker } from 'react-router';
import { EndVisitDialog } from './end-visit-dialog';

export function PageLeaveGuard({ connected, onEnd }: { connected: boolean; onEnd: () => void }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => connected && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  return (
    <EndVisitDialog
      question={blocked ? 'leave' : null}
      onKeep={() => { if (blocked) blocker.reset(); }}
      onEnd={() => {
        onEnd();
        if (blocked) blocker.proceed();
      }}
    />
  );
}
