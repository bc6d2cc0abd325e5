import { Center } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { SomethingWentWrong } from '../route-error';

/**
 * The page area's boundary (the default layout's outlet): a page that fails while rendering says
 * so in its place, and the header, the sidebar, the notifications and a running video visit go on.
 * The router's root boundary (RouteError) stays for what fails outside a page.
 * Another location (a link, Back, the same page reached again) shows the page afresh.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const queryClient = useQueryClient();
  // The failed page's reads are no one's now (inactive): dropped, so Try Again reads them again
  // rather than draw the same answer from the cache and fail the same way.
  const tryAgain = (retry: () => void) => () => {
    void queryClient.resetQueries({ type: 'inactive' });
    retry();
  };
  return (
    <ErrorBoundary part="page" resetKeys={[key]} fallback={(error, retry) => <Center py="xl"><SomethingWentWrong error={error} onRetry={tryAgain(retry)} /></Center>}>
      {children}
    </ErrorBoundary>
  );
}
