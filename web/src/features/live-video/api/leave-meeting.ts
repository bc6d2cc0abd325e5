import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** keepalive: a visit hung up as the tab closes (open-sessions.ts) still leaves its meeting. */
export async function leaveMeeting(meetingId: string): Promise<void> {
  unwrap(await apiClient().PUT('/meetings/{id}/leave', { params: { path: { id: meetingId } }, keepalive: true }));
}
