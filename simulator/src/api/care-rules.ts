// What care assignments and transfers share: the rule-broken answer (422 naming the field), how an
// organisation names a staff kind, who may hold an assignment, and the realtime send to one user.
import { staffKind } from '@bedside/resources';
import { ApiError } from '../api-error.ts';
import type { EventMap, EventName } from '../realtime/channels.ts';
import { channelFor } from '../realtime/channels.ts';
import type { Services } from '../services.ts';
import type { Store } from '../store/store.ts';
import type { StaffKind, User } from '../store/types.ts';

/** 422 `assignment_rule`: the request is well formed but breaks an assignment rule of `field`. */
export function ruleBroken(field: string, rule: string, message: string): ApiError {
  return new ApiError(422, message, 'assignment_rule', [{ field, rule, message }]);
}

/** The organisation's display name of a staff kind (Health System › Staff Types), else its label. */
export function staffTypeName(store: Store, organizationId: string, kind: StaffKind): string {
  return store.data.staffTypes.find((t) => t.organization_id === organizationId && t.kind === kind)?.display_name ?? staffKind.text[kind];
}

/** Whether a user may look after patients of a division for a staff kind. */
export function mayHold(user: User, kind: StaffKind, divisionId: number): boolean {
  return !user.blocked && user.staff_kinds.includes(kind) && user.division_ids.includes(divisionId);
}

/** An event on one user's own channel; a realtime outage never undoes the change already stored. */
export async function tellUser<E extends EventName>(services: Services, user: User | undefined, event: E, data: EventMap[E]): Promise<void> {
  if (!user) return;
  await Promise.allSettled([services.publisher.publish(channelFor('user', user), event, data)]);
}
