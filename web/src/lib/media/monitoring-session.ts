// A monitoring session (live video spec §4, session type monitoring): the room's camera watched
// through its monitor, muted both ways: no microphone is asked for (an empty local stream, as a
// preview has), nothing is sent, no door knock plays. The server allows it only while the monitor
// is active. The monitoring page and every Patient Central tile make theirs here; a tile's may Talk.
import { apiCall } from '../api/api-query';
import { getConfig } from '../config/config';
import { storageKeys } from '../storage/keys';
import { scaledTimings, type SessionTimings } from './session-env';
import type { MonitoringSource } from './session-types';
import { VideoSession } from './video-session';

export interface MonitoringTarget {
  id: number;
  patientId: number;
  /** where it is watched from, for the audit log (Patient Central: central_monitoring) */
  source?: MonitoringSource | null;
  /** the viewer may open their microphone to the room (Patient Central's Talk) */
  talk?: boolean;
  /** The answer carries the browser's candidates (a wall's tiles: VideoSessionOptions.candidatesInAnswer). */
  candidatesInAnswer?: boolean;
  /** How often the session reads its stats (a wall of 30 tiles polls less often than one call). */
  polls?: Partial<Pick<SessionTimings, 'firstFramePollMs' | 'framePollMs'>>;
}

export function createMonitoringSession(monitor: MonitoringTarget): VideoSession {
  return new VideoSession({
    type: 'monitoring',
    preview: true,
    sendVideo: false,
    ptz: false,
    talk: monitor.talk ?? false,
    candidatesInAnswer: monitor.candidatesInAnswer,
    patientMonitorId: monitor.id,
    patientId: monitor.patientId,
    videoReasonIds: [],
    source: monitor.source ?? null,
    calls: {
      join: () => apiCall('joinMonitoring', {}, { patient_monitor_id: monitor.id }),
      signal: (body) => apiCall('signalVideo', {}, body),
      leave: (meetingId) => apiCall('leaveMeeting', { id: meetingId }),
      // Video activity is audited across divisions (spec: POST /audit_logs?division_id=*).
      audit: (entry) => apiCall('createAuditLog', { division_id: '*' }, { audit_log: entry }),
    },
    defaultIceUrls: getConfig().defaultIceServers,
    // The e2e suites speed the session's clocks up through this key, as for the overlay's calls.
    env: { ...scaledTimings(Number(sessionStorage.getItem(storageKeys.mediaTimeSpeed) ?? 1)), ...monitor.polls },
  });
}
