import type { components as realtime } from '@bedside/openapi/realtime';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

type EventMap = realtime['schemas']['EventMap'];

/** Publishes a contract event on the signed-in user's own channel (their other sessions hear it). */
export async function triggerUserEvent<E extends keyof EventMap>(event: E, data: EventMap[E]): Promise<void> {
  unwrap(await apiClient().POST('/pusher/trigger_user', { body: { event, data: { ...data } } }));
}
