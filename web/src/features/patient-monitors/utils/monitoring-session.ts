// The monitoring page's session (live video spec §4, session type monitoring): the room's camera
// watched through the monitor, muted both ways: no microphone is asked for (an empty local stream,
// as a preview has), nothing is sent, no door knock plays. The server allows it only while the
// monitor is active.
import { apiCall } from '../../../lib/api/api-query';
import { getConfig } from '../../../lib/config/config';
import { scaledTimings } from '../../../lib/media/session-env';
import { VideoSession } from '../../../lib/media/video-session';
import { storageKeys } from '../../../lib/storage/keys';

export function createMonitoringSession(monitor: { id: number; patientId: number }): VideoSession {
  return new VideoSession({
    type: 'monitoring',
    preview: true,
    sendVideo: false,
    ptz: false,
    patientMonitorId: monitor.id,
    patientId: monitor.patientId,
    videoReasonIds: [],
    source: null,
    calls: {
      join: () => apiCall('joinMonitoring', {}, { patient_monitor_id: monitor.id }),
      signal: (body) => apiCall('signalVideo', {}, body),
      leave: (meetingId) => apiCall('leaveMeeting', { id: meetingId }),
      // Video activity is audited across divisions (spec: POST /audit_logs?division_id=*).
      audit: (entry) => apiCall('createAuditLog', { division_id: '*' }, { audit_log: entry }),
    },
    defaultIceUrls: getConfig().defaultIceServers,
    // The e2e suites speed the session's clocks up through this key, as for the overlay's calls.
    env: scaledTimings(Number(sessionStorage.getItem(storageKeys.mediaTimeSpeed) ?? 1)),
  });
}
