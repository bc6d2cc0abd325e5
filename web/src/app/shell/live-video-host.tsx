import { lazy, Suspense, useMemo } from 'react';
import { NO_AIMEE_MEETING } from '../../features/aimee/utils/meeting-meta';
import { useLiveVideoStore } from '../../features/live-video/hooks/live-video-store';
import type { CurrentUser } from '../../lib/permissions/current-user';
import { aimeeCallExtra } from './aimee-call-extra';
import { curtainOverPicture } from './call-curtain';
import { OverlayBoundary } from './overlay-boundary';

// The overlay's code (and the media core) loads when a visit is first opened.
const LiveVideoOverlay = lazy(() => import('../../features/live-video/components/live-video-overlay').then((m) => ({ default: m.LiveVideoOverlay })));

/** The docked/floating overlay of the secured pages; the external /live-video page has its own. */
export function LiveVideoHost({ user }: { user: CurrentUser }) {
  const request = useLiveVideoStore((s) => s.request);
  // In-app visits carry no meeting metadata: Aimee comes by her button only.
  const callExtra = useMemo(() => aimeeCallExtra(user, NO_AIMEE_MEETING), [user]);
  if (!request || request.external) return null;
  return (
    <OverlayBoundary request={request}>
      <Suspense fallback={null}>
        <LiveVideoOverlay user={user} request={request} renderCallExtra={callExtra} renderOverPicture={curtainOverPicture} />
      </Suspense>
    </OverlayBoundary>
  );
}
