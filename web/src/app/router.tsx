import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { paths } from './paths';
import { RouteError } from './route-error';
import { redirectSignedIn, requireSession } from './route-loaders';

// Pages and layouts load lazily, so sign-in never downloads the shell and each page its own code.
const placeholder = (name: 'ProfilePage' | 'AboutPage' | 'NotificationsPage' | 'PrivacyPage' | 'NotFoundPage') =>
  async () => ({ Component: (await import('./routes/placeholder-pages'))[name] });

export function createAppRouter(queryClient: QueryClient): DataRouter {
  return createBrowserRouter([
    {
      HydrateFallback: CenteredLoader,
      ErrorBoundary: RouteError,
      children: [
        {
          lazy: () => import('./layouts/public-layout'),
          children: [{ path: paths.login, loader: redirectSignedIn, lazy: () => import('./routes/login') }],
        },
        {
          lazy: () => import('./layouts/blank-layout'),
          children: [
            { path: paths.authCallback, lazy: () => import('./routes/auth-callback') },
            { path: paths.hospitalRedirect, lazy: () => import('./routes/hospital-redirect') },
          ],
        },
        {
          loader: requireSession(queryClient),
          lazy: () => import('./layouts/default-layout'),
          children: [
            { index: true, lazy: () => import('./routes/home') },
            { path: paths.profile, lazy: placeholder('ProfilePage') },
            { path: paths.about, lazy: placeholder('AboutPage') },
            { path: paths.notifications, lazy: placeholder('NotificationsPage') },
            { path: paths.privacy, lazy: placeholder('PrivacyPage') },
            { path: '*', lazy: placeholder('NotFoundPage') },
          ],
        },
      ],
    },
  ]);
}
