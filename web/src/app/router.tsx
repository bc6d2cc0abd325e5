import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { useNavigationEntry } from '../lib/ui-flags/navigation-entry-store';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';
import { pageLoader, requireSession } from './route-loaders';
import { adminRoutes } from './routes/table/admin-routes';
import { clinicalRoutes } from './routes/table/clinical-routes';
import { blankRoutes, publicRoutes } from './routes/table/outer-routes';
import { route, type PageModule, type PageRoute } from './routes/table/route-meta';

const placeholderPage = () => import('./routes/placeholder-page');
const notFound = route('*', 'Page not found', { page: () => import('./routes/not-found') });

// Pages and layouts load lazily: sign-in never downloads the shell, and each page its own code.
// The shell's loader runs the sign-in and division rules, then the page module's own loader.
function toRouteObject(queryClient: QueryClient, pageRoute: PageRoute): RouteObject {
  const page: () => Promise<PageModule> = pageRoute.page ?? placeholderPage;
  const location = pageRoute.path === '/' ? { index: true as const } : { path: pageRoute.path };
  return {
    ...location,
    handle: pageRoute.handle,
    loader: pageLoader(queryClient, pageRoute.handle, page, pageRoute.loader),
    lazy: async () => ({ Component: ownComponent((await page()).Component) }),
  };
}

/**
 * The page's component as this route's own type. The generic resource pages serve many routes
 * (Patients, Patient Monitors, Users, Roles: one list page), and React kept the one instance when
 * the sidebar moved from one to another: its table state and the previous resource's rows, drawn
 * with the new resource's columns, crashed the app ("Cannot read properties of undefined (reading
 * 'mrn')", Patients to Patient Monitors). A type per route starts each route's page afresh; the
 * same route with other parameters keeps its page, as before.
 */
function ownComponent(Page: PageModule['Component']): RouteObject['Component'] {
  if (!Page) return null;
  return function RoutePage() {
    return <Page />;
  };
}

export function createAppRouter(queryClient: QueryClient): DataRouter {
  const toRoutes = (routes: PageRoute[]) => routes.map((pageRoute) => toRouteObject(queryClient, pageRoute));
  const router = createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        { HydrateFallback: CenteredLoader, lazy: () => import('./layouts/public-layout'), children: toRoutes(publicRoutes) },
        { HydrateFallback: CenteredLoader, lazy: () => import('./layouts/blank-layout'), children: toRoutes(blankRoutes) },
        {
          HydrateFallback: CenteredLoader,
          loader: requireSession(queryClient),
          lazy: () => import('./layouts/default-layout'),
          children: toRoutes([...clinicalRoutes, ...adminRoutes, notFound]),
        },
      ],
    },
  ]);
  // The first page of a tab was reached by its URL, redirects included (sign-in, division_id);
  // a later push to another location is in-app navigation.
  let landingKey: string | null = router.state.initialized ? router.state.location.key : null;
  router.subscribe((state) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    if (landingKey === null) landingKey = state.location.key;
    else if (state.historyAction === 'PUSH' && state.location.key !== landingKey) useNavigationEntry.getState().markInAppNavigation();
  });
  return router;
}
