import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { DeferredMount } from '../components/deferred-mount';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import './scroll-padding.css';
import './touch-targets.css';

// The toast container (transitions, portal) is not needed to draw the first page: it loads just
// after the first paint. Toasts shown before it mounts wait in @mantine/notifications' store and appear then.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <DeferredMount>
          {/* Toasts default to 4 s (spec). */}
          <Notifications position="top-right" autoClose={4000} />
        </DeferredMount>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
