import { lazy, Suspense } from 'react';
import { useLiveVideoStore } from '../../features/live-video/hooks/live-video-store';
import type { CurrentUser } from '../../lib/permissions/current-user';

// The overlay's code (and the media core) loads when a visit is first opened.
const LiveVideoOverlay = lazy(() => import('../../features/live-video/components/live-video-overlay').then((m) => ({ default: m.LiveVideoOverlay })));

/** The docked/floating overlay of the secured pages; the external /live-video page has its own. */
export function LiveVideoHost({ user }: { user: CurrentUser }) {
  const request = useLiveVideoStore((s) => s.request);
  if (!request || request.external) return null;
  return (
    <Suspense fallback={null}>
      <LiveVideoOverlay user={user} request={request} />
    </Suspense>
  );
}
