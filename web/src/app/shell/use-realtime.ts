import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../features/auth/api/get-current-user';
import { dispatchRealtimeEvent, type RealtimeHandlers } from '../../lib/realtime/event-registry';
import { userChannels } from '../../lib/realtime/channels';
import { realtime } from '../../lib/realtime/realtime';
import { useRealtimeStatus } from '../../lib/realtime/realtime-status';
import { paths } from '../paths';
import { rereadAfterDropped } from './dropped-events';
import { reloadReadWhileSubscribing } from './first-subscription';
import { createRealtimeHandlers } from './realtime-handlers';
import { useRefreshBannerStore } from './refresh-banner-store';
import { closeAcknowledgeNotice, showAcknowledgeNotice, showNewPatientsNotice, showTransferToast } from './transfer-notices';

/**
 * Connects the signed-in user's realtime channels for as long as the secured layout is shown.
 * Handlers live in a ref, so new closures never resubscribe; only a different user does.
 */
export function useRealtime(user: Pick<CurrentUser, 'id' | 'hospital_id' | 'audio_ping_enabled' | 'divisions'>): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showBanner = useRefreshBannerStore((state) => state.show);
  const { id, hospital_id: hospitalId, audio_ping_enabled: audioPing } = user;
  // A change of the user's divisions (an administrator's edit) subscribes again, to those divisions' channels.
  const divisionIds = user.divisions.map((d) => d.id).join(',');
  const handlers = useRef<RealtimeHandlers>({});

  useLayoutEffect(() => {
    handlers.current = createRealtimeHandlers({
      userId: id,
      userChannel: userChannels({ id, hospital_id: hospitalId })[0]!,
      queryClient,
      showRefreshBanner: showBanner,
      showTransferToast,
      showNewPatientsNotice: () => showNewPatientsNotice(paths.myAssignments, (path) => void navigate(path)),
      showAcknowledgeNotice,
      closeAcknowledgeNotice,
      audioPingEnabled: () => audioPing,
    });
  });

  useEffect(() => {
    const reread = rereadAfterDropped(queryClient);
    realtime.connect({
      channels: userChannels({ id, hospital_id: hospitalId, divisions: divisionIds ? divisionIds.split(',').map((d) => ({ id: Number(d) })) : [] }),
      onEvent: (name, data, channel) => dispatchRealtimeEvent(handlers.current, name, data, channel, reread.dropped),
      // Read by end-to-end tests to know when events can be published.
      onStatus: (status) => {
        document.documentElement.dataset.realtime = status;
        useRealtimeStatus.getState().set(status);
      },
      // Events published before every channel was subscribed were missed (notifications, device
      // status, Wi-Fi, monitors…), so what was read before loads again (queries on screen; the
      // others are marked stale). After a drop: everything.
      onSubscribed: (first) => void (first ? reloadReadWhileSubscribing(queryClient) : queryClient.invalidateQueries()),
    });
    return () => {
      reread.stop();
      realtime.disconnect();
    };
  }, [id, hospitalId, divisionIds, queryClient]);
}
