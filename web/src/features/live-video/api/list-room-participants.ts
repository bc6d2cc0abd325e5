import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { afterConnecting } from '../../../lib/api/call-lanes';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';
import { apiQueryKey } from '../../../lib/api/query-key';

export type RoomParticipant = components['schemas']['RoomParticipant'];

export async function listRoomParticipants(deviceId: number, signal?: AbortSignal): Promise<RoomParticipant[]> {
  return unwrap(await apiClient().GET('/video_devices/{id}/participants', { params: { path: { id: deviceId } }, signal }));
}

export const roomParticipantsQueryKey = (deviceId: number) => apiQueryKey('get', '/video_devices/{id}/participants', { id: deviceId });

export function roomParticipantsQueryOptions(deviceId: number) {
  return queryOptions({
    queryKey: roomParticipantsQueryKey(deviceId),
    // The reload a join sets off (video-participants-changed) waits for the call to connect: made
    // at once, it took the server and the page while the answer was on its way (call-lanes.ts).
    queryFn: ({ signal }) => afterConnecting(() => listRoomParticipants(deviceId, signal)),
    // Not knowing who else is in the room is said where the list shows, not in an error dialog.
    meta: { handlesErrors: true },
  });
}

/** Who is in a visit with the device's room; video-participants-changed reloads it. */
export function useRoomParticipants(deviceId: number | null) {
  return useQuery({ ...roomParticipantsQueryOptions(deviceId ?? 0), enabled: deviceId !== null });
}

/** The realtime event names the device only: the list is read again through the division check. */
export function refreshRoomParticipants(queryClient: QueryClient, deviceId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: roomParticipantsQueryKey(deviceId) });
}
