import { currentUserQueryKey } from '../../features/auth/api/get-current-user';
import { menuSetsQueryKey } from '../../features/layout/api/list-menu-sets';
import { refreshRoomParticipants } from '../../features/live-video/api/list-room-participants';
import { monitorChanged } from '../../features/patient-monitors/api/monitor-changes';
import { curtainToggled, nudgeStateChanged, statAlarmChanged } from '../../features/monitoring-actions/api/watch-state-events';
import { nurseCallsChanged } from '../../features/nurse-call/api/nurse-calls';
import { receiveRoomNotification } from '../../features/room-notifications/utils/receive';
import { useSnackbarStore } from '../../features/room-notifications/utils/snackbar-store';
import { backgroundJobChanged } from '../../features/background-jobs/api/background-jobs';
import { applyDeviceStatus, applyWifiStats } from '../../features/video-devices/utils/live-updates';
import { emitRequestEvent } from '../../lib/api/request-events';
import { closeRequestGate } from '../../lib/api/request-gate';
import { deviceOnline } from '../../lib/media/device-online';
import { meetingEnded } from '../../lib/media/open-sessions';
import { preferenceKeys, userPreferenceQueryKey } from '../../lib/preferences/preference-keys';
import type { RealtimeEventMap, RealtimeEventName, RealtimeHandlers } from '../../lib/realtime/event-registry';
import { currentSession } from '../../lib/session/current-session';
import { isOtherSession } from '../../lib/session/sign-in-announcement';
import { useSessionStore } from '../../lib/session/session-store';
import { REFRESH_DEFAULT_MESSAGE } from './refresh-banner-store';
import { createTransferHandlers, type TransferNoticeDeps } from './realtime-transfer-handlers';

/** Notifications queries, by key prefix: the notifications feature owns them, the shell refreshes them. */
const notificationsQueryPrefix = ['get', '/notifications'] as const;
/** The live-video device picker's queries, by key prefix. */
const pickerQueryPrefix = ['get', '/video_devices/picker'] as const;

export interface RealtimeHandlerDeps extends TransferNoticeDeps {
  userId: number;
  showRefreshBanner: (message: string) => void;
  /** The user's audio_ping_enabled as it stands now (room notification sounds). */
  audioPingEnabled: () => boolean;
}

// Events whose effect belongs to pages not built here (or is not specified): logged, typed.
const log =
  <K extends RealtimeEventName>(name: K) =>
  (data: RealtimeEventMap[K]) =>
    console.debug(`realtime event ${name}`, data);

/** One handler for every event of openapi/realtime/events.yaml. */
export function createRealtimeHandlers(deps: RealtimeHandlerDeps): Required<RealtimeHandlers> {
  return {
    ...createTransferHandlers(deps),
    'timer-reset': () => currentSession()?.timerReset(),
    logout: () => currentSession()?.loggedOutElsewhere(),
    'session-expired': () => {
      if (closeRequestGate()) emitRequestEvent('sessionExpired');
    },
    // A sign-in of this user elsewhere: only on the user's own channel, where their new session
    // announces it (events.yaml, UserAuthenticated). The event names no user, so on a hospital
    // channel it is about nobody's sessions (QA: another user was shown Signed In From Another Device).
    'user-authenticated': (data, { channel }) => {
      if (channel === deps.userChannel && isOtherSession(data.session_id)) useSessionStore.getState().showOtherDevice();
    },
    // Permissions, flags and the sidebar: the menu sets the server answers follow the user's role
    // and an administrator's edits of App Modules. And masking: turned on in another tab or on
    // another device, it reaches this one too (a tab left open showed real names).
    'user-updated': (data) => {
      if (data.user_id !== deps.userId) return;
      void deps.queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void deps.queryClient.invalidateQueries({ queryKey: menuSetsQueryKey });
      void deps.queryClient.invalidateQueries({ queryKey: userPreferenceQueryKey(preferenceKeys.maskPhi) });
    },
    'request-browser-refresh': (data) => deps.showRefreshBanner(data.message || REFRESH_DEFAULT_MESSAGE),
    'group-notification': () => void deps.queryClient.invalidateQueries({ queryKey: notificationsQueryPrefix }),
    // A monitor's shared state (its division's channels only): every tile or page showing it follows.
    'curtain-toggled': (data) => curtainToggled(deps.queryClient, data),
    'nudge-state-changed': (data) => nudgeStateChanged(deps.queryClient, data),
    'stat-alarm-changed': (data) => statAlarmChanged(deps.queryClient, data),
    'device-status-changed': (data) => {
      applyDeviceStatus(deps.queryClient, data);
      // The picker offers only online, free devices (server-side rule): ask it again.
      void deps.queryClient.invalidateQueries({ queryKey: pickerQueryPrefix });
      // A wall tile waiting for this camera connects now.
      if (data.status === 'online') deviceOnline(data.video_device_id);
    },
    'wifi-stats': (data) => applyWifiStats(deps.queryClient, data),
    // Every open list and page of the monitor, and what follows its status (patients, the device
    // picker, search, notifications), agree without a reload.
    'monitor-updated': (data) => monitorChanged(deps.queryClient, { id: data.patient_monitor_id, status: data.status }, true),
    // A meeting ended on the device's side: the session holding it ends (the overlay's with its
    // dialog; a wall tile's says so and reconnects).
    'meeting-status-changed': (data) => {
      if (data.status === 'ended' || data.status === 'left') meetingEnded(data.meeting_id);
    },
    'video-participants-changed': (data) => void refreshRoomParticipants(deps.queryClient, data.video_device_id),
    // The Background Jobs screen's rows and a job's log follow its progress without a reload.
    'background-job-updated': () => backgroundJobChanged(deps.queryClient),
    'video-recording-available': log('video-recording-available'),
    'recording-analysis-completed': log('recording-analysis-completed'),
    'wake-word-detected': log('wake-word-detected'),
    'patient-events-updated': log('patient-events-updated'),
    // Only the request's id arrives: the app asks the server, which checks the user's divisions.
    'room-notification': (data) => {
      receiveRoomNotification(data.virtual_request_id, deps.audioPingEnabled()).catch((error: unknown) => console.warn('room notification not shown', error));
    },
    // A nurse call's outcome and response time follow the accept on any open Nurse Call page.
    // The accepter's own tab has opened the video visit already; their other tabs drop the request
    // (it offered Video Visit, which then said the user had taken it).
    'room-notification-accepted': (data) => {
      nurseCallsChanged(deps.queryClient);
      if (data.accepted_by_user_id === deps.userId) useSnackbarStore.getState().acceptedHere(data.virtual_request_id);
      else useSnackbarStore.getState().acceptedElsewhere(data.virtual_request_id, data.patient_id ?? null, data.accepted_by);
    },
  };
}
