import { useEffect } from 'react';
import { Outlet } from 'react-router';
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
      <GlobalOverlays />
    </>
  );
}
