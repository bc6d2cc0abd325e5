// Audit entries for video activity (spec section 7), with the visit's monitoring source.
import { afterConnecting } from '../api/call-lanes';
import type { SessionSnapshot, VideoAuditCategory, VideoSessionOptions } from './session-types';

export function sendAudit(
  o: Pick<VideoSessionOptions, 'calls' | 'type' | 'patientId' | 'patientMonitorId' | 'ptz' | 'videoReasonIds' | 'source'>,
  category: VideoAuditCategory,
  { meetingId, videoDeviceId }: Pick<SessionSnapshot, 'meetingId' | 'videoDeviceId'>,
): void {
  if (!o.calls.audit) return;
  // Auditing never breaks the call, nor holds up one connecting (call-lanes.ts).
  const audit = o.calls.audit;
  void afterConnecting(() => audit({
    category, session_id: meetingId, meeting_id: meetingId, video_type: o.type,
    patient_id: o.patientId, patient_monitor_id: o.patientMonitorId, video_device_id: videoDeviceId,
    ptz_enabled: o.ptz, video_reasons: o.videoReasonIds, source: o.source,
  })).catch(() => undefined);
}
