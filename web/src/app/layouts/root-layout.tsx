import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { useRouteHandle } from '../routes/use-route-handle';
import { GlobalOverlays } from '../shell/global-overlays';

/** Above every layout: the overlays (offline, unsupported browser) and the document title. */
export function RootLayout() {
  const title = useRouteHandle()?.title;
  useEffect(() => {
    document.title = title ? `${title} · Bedside` : 'Bedside';
  }, [title]);
  return (
    <>
      <Outlet />
      {/* Notices over the page: one that fails to draw is left out (and logged), not the app. */}
      <ErrorBoundary part="global overlays" fallback={() => null}>
        <GlobalOverlays />
      </ErrorBoundary>
    </>
  );
}
