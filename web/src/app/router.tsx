import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { useNavigationEntry } from '../lib/ui-flags/navigation-entry-store';
import { RootLayout } from './layouts/root-layout';
import { pageComponent } from './page-code';
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
// A page whose code does not load says so in the page area and can load it again (page-code.tsx).
function toRouteObject(queryClient: QueryClient, pageRoute: PageRoute): RouteObject {
  const page: () => Promise<PageModule> = pageRoute.page ?? placeholderPage;
  const location = pageRoute.path === '/' ? { index: true as const } : { path: pageRoute.path };
  return {
    ...location,
    handle: pageRoute.handle,
    loader: pageLoader(queryClient, pageRoute.handle, page, pageRoute.loader),
    lazy: async () => ({ Component: await pageComponent(page, (module) => componentFor(module.Component, pageRoute.handle?.resource)) }),
  };
}

/** Each resource's own type of a page component that serves several resources (see componentFor). */
const perResource = new Map<string, Map<ComponentType, ComponentType>>();

/**
 * The page's component, as a type of its resource's own where the page is a generic one. The
 * generic pages serve many resources (Patients, Patient Monitors, Users, Roles: one list page), and
 * React kept the one instance when the sidebar moved from one to another: its table state and the
 * previous resource's rows, drawn with the new resource's columns, crashed the app ("Cannot read
 * properties of undefined (reading 'mrn')", Patients to Patient Monitors). Routes of one resource,
 * or pages of no resource (the patient overview's tabs), share their page as before.
 */
function componentFor(Page: PageModule['Component'], resource: string | undefined): ComponentType | null {
  if (!Page || !resource) return Page ?? null;
  const types = perResource.get(resource) ?? new Map<ComponentType, ComponentType>();
  perResource.set(resource, types);
  let Own = types.get(Page);
  if (!Own) {
    const Shared = Page;
    Own = function ResourcePage() {
      return <Shared />;
    };
    types.set(Page, Own);
  }
  return Own;
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
