import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

type JoinMeetingRequest = components['schemas']['JoinMeetingRequest'];

/** Asks the device for its offer; the answer goes back through signalVideo. */
export async function joinMeeting(body: JoinMeetingRequest) {
  return unwrap(await apiClient().POST('/videos/join_meeting', { body }));
}
