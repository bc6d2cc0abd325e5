import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openRequestGate } from '../../lib/api/request-gate';
import { useDivisionStore } from '../../lib/division/division-store';
import { realtime } from '../../lib/realtime/realtime';
import { useSessionStore } from '../../lib/session/session-store';
import { clearStorageOnLogout } from '../../lib/storage/clear-on-logout';
import { paths } from '../paths';
import { useRefreshBannerStore } from './refresh-banner-store';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    realtime.disconnect();
    clearStorageOnLogout(localStorage, sessionStorage);
    useDivisionStore.getState().reset();
    useRefreshBannerStore.getState().dismiss();
    // flushSync: the secured layout must be gone before the cache is cleared, or its queries
    // would refetch at once (and fail without a token).
    await navigate(paths.login, { flushSync: true });
    queryClient.clear();
    useSessionStore.getState().reset();
    // Requests were cancelled after an inactivity time-out; the next sign-in may call again.
    openRequestGate();
  }, [navigate, queryClient]);
}
