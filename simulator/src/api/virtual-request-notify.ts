// Who a virtual request reaches (live video §4, shell §6): the users of its division who hold its
// kind among their virtual_request_types and may open a video visit (AccessLiveVideo
// PatientMonitor: accepting opens one), not blocked. Each gets room-notification on their own
// channel, carrying only the request's id: their app reads the rest through the API, which checks
// their divisions. Nobody else hears of it, not even that it exists.
import { divisionChannel, userChannel } from '../realtime/channels.ts';
import type { Services } from '../services.ts';
import { can } from '../store/roles.ts';
import type { StoredVirtualRequest, User } from '../store/types.ts';

/** The request's kind, or undefined for a type no longer stored. */
export const kindOf = (services: Services, request: StoredVirtualRequest) =>
  services.store.data.virtualRequestTypes.find((t) => t.id === request.virtual_request_type_id)?.kind;

/** Whether the user takes requests of this one's kind in its division. */
export function isEligible(services: Services, user: User, request: StoredVirtualRequest): boolean {
  const kind = kindOf(services, request);
  return kind !== undefined && !user.blocked && user.division_ids.includes(request.division_id) && user.virtual_request_types.includes(kind)
    && can(services.store.roleOf(user).permissions, 'AccessLiveVideo', 'PatientMonitor');
}

/** Sends room-notification to every eligible user; a denied request is sent too (their app ignores it on receive). */
export async function notifyEligible(services: Services, request: StoredVirtualRequest): Promise<void> {
  const users = services.store.data.users.filter((u) => isEligible(services, u, request));
  request.notified_user_ids = users.map((u) => u.id);
  // A realtime outage must not undo a raised request: the list still shows it.
  await Promise.allSettled(users.map((u) => services.publisher.publish(userChannel(u.id), 'room-notification', { virtual_request_id: request.id })));
}

/**
 * room-notification-accepted on the hospital channel of the request's division: it names the
 * patient and who accepted, which no other division may hear of.
 */
export async function announceAccepted(services: Services, request: StoredVirtualRequest, by: User): Promise<void> {
  const hospitalId = services.store.divisionsById.get(request.division_id)?.hospital_id;
  if (hospitalId === undefined) return;
  await services.publisher.publish(divisionChannel(hospitalId, request.division_id), 'room-notification-accepted', {
    virtual_request_id: request.id, accepted_by: by.name, accepted_by_user_id: by.id, patient_id: request.patient_id,
  }).catch(() => undefined);
}
