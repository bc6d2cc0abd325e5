// Builds a video session from the overlay's choices, with the API calls it needs injected, so
// lib/media stays free of the API client and of React.
import type { components } from '@bedside/openapi/api';
import { getConfig } from '../../../lib/config/config';
import { scaledTimings } from '../../../lib/media/session-env';
import { VideoSession } from '../../../lib/media/video-session';
import { storageKeys } from '../../../lib/storage/keys';
import { createAuditLog } from '../api/create-audit-log';
import { joinMeeting } from '../api/join-meeting';
import { joinTesting } from '../api/join-testing';
import { leaveMeeting } from '../api/leave-meeting';
import { signalVideo } from '../api/signal-video';
import type { SettingsValues } from './settings-rules';

type MonitoringSource = components['schemas']['MonitoringSource'];

export interface SessionTarget {
  deviceId: number;
  /** null: a test session with the device (no patient, no permission check) */
  patientId: number | null;
  patientMonitorId: number | null;
  /** where the visit was started from, for the audit log */
  source: MonitoringSource | null;
}

export function createVideoSession(target: SessionTarget, values: SettingsValues, preview: boolean): VideoSession {
  const reasonIds = values.videoReasonId ? [Number(values.videoReasonId)] : [];
  const { patientId } = target;
  const join = () => (patientId === null
    ? joinTesting({ device_id: target.deviceId, ptz: values.ptz })
    : joinMeeting({
      device_id: target.deviceId, patient_id: patientId, play_greeting: values.doorKnock,
      ptz: values.ptz, preview, video_reason_ids: reasonIds,
    }));
  return new VideoSession({
    type: patientId === null ? 'test' : 'meeting',
    preview,
    sendVideo: values.activateVideo && !preview,
    shareScreen: values.screenShare && !preview,
    ptz: values.ptz,
    patientMonitorId: target.patientMonitorId,
    patientId: target.patientId,
    videoReasonIds: reasonIds,
    source: target.source,
    calls: { join, signal: signalVideo, leave: leaveMeeting, audit: createAuditLog },
    defaultIceUrls: getConfig().defaultIceServers,
    env: scaledTimings(Number(sessionStorage.getItem(storageKeys.mediaTimeSpeed) ?? 1)),
  });
}
