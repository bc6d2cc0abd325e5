import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** Tells the backend the user's own microphone in this meeting is muted or open. */
export async function setMeetingMic(meetingId: string, muted: boolean): Promise<void> {
  unwrap(await apiClient().PUT('/meetings/{id}/mic', { params: { path: { id: meetingId } }, body: { muted } }));
}
