import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { currentUserQueryKey, type CurrentUser } from '../../features/auth/api/get-current-user';
import { dispatchRealtimeEvent, type RealtimeHandlers } from '../../lib/realtime/event-registry';
import { userChannels } from '../../lib/realtime/channels';
import { realtime } from '../../lib/realtime/realtime';
import { REFRESH_DEFAULT_MESSAGE, useRefreshBannerStore } from './refresh-banner-store';

/**
 * Connects the signed-in user's realtime channels for as long as the secured layout is shown.
 * Handlers live in a ref, so new closures never resubscribe; only a different user does.
 */
export function useRealtime(user: Pick<CurrentUser, 'id' | 'hospital_id'>): void {
  const queryClient = useQueryClient();
  const showBanner = useRefreshBannerStore((state) => state.show);
  const { id, hospital_id: hospitalId } = user;
  const handlers = useRef<RealtimeHandlers>({});

  useLayoutEffect(() => {
    handlers.current = {
      'request-browser-refresh': (data) => showBanner(data.message || REFRESH_DEFAULT_MESSAGE),
      'user-updated': (data) => {
        if (data.user_id === id) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      },
    };
  });

  useEffect(() => {
    realtime.connect({
      channels: userChannels({ id, hospital_id: hospitalId }),
      onEvent: (name, data) => dispatchRealtimeEvent(handlers.current, name, data),
      // Read by end-to-end tests to know when events can be published.
      onStatus: (status) => {
        document.documentElement.dataset.realtime = status;
      },
    });
    return () => realtime.disconnect();
  }, [id, hospitalId]);
}
