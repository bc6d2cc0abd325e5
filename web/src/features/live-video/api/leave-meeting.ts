import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

export async function leaveMeeting(meetingId: string): Promise<void> {
  unwrap(await apiClient().PUT('/meetings/{id}/leave', { params: { path: { id: meetingId } } }));
}
