// The calls an Aimee conversation makes (live video §7, docs/aimee.md), by operation id, so the
// conversation in lib/media stays free of the API client.
import { apiCall } from '../../../lib/api/api-query';
import type { AimeeCalls } from '../../../lib/media/aimee-conversation';

export const aimeeCalls: AimeeCalls = {
  start: (body) => apiCall('startAimeeConversation', {}, body),
  save: (id, transcript) => apiCall('updateAimeeConversationTranscript', { id }, { transcript }),
  end: (id, transcript) => apiCall('endAimeeConversation', { id }, { transcript }),
  createVirtualRequest: (body) => apiCall('createVirtualRequestForAimee', {}, body),
  // The visit's monitor may be of another of the user's divisions than the one shown (a visit stays
  // open across a division change): any of the user's, as the API takes '*'.
  raiseStatAlarm: (body) => apiCall('createStatAlarm', { division_id: '*' }, body),
  // Spec §4 and §8: no active monitor for Aimee is only logged.
  log: (message) => console.info(message),
};
