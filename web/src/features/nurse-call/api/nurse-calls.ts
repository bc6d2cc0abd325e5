// Nurse calls beyond the generic list: Test Nurse Call's rooms and raise, and the one place that
// says which cached queries a call's outcome changes.
import type { components } from '@bedside/openapi/api';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryOptions } from '../../../lib/api/api-query';

export type NurseCallRoom = components['schemas']['NurseCallRoom'];
export type NurseCallType = components['schemas']['NurseCallType'];

export const nurseCallRoomsOptions = (divisionId: string) => apiQueryOptions('listNurseCallRooms', { division_id: divisionId });

export const raiseNurseCall = (divisionId: string, roomId: number, callType: NurseCallType) =>
  apiCall('raiseNurseCall', { division_id: divisionId }, { nurse_call: { room_id: roomId, call_type: callType } });

/**
 * A call was raised, or its request accepted: every open Nurse Call list and record reads afresh
 * (inactive ones are only marked stale), and so do the virtual request lists it shows in.
 */
export function nurseCallsChanged(queryClient: QueryClient): void {
  for (const path of ['/nurse_calls', '/nurse_calls/{id}', '/virtual_requests', '/virtual_requests/{id}']) {
    void queryClient.invalidateQueries({ queryKey: ['get', path] });
  }
}
