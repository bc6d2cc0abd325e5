import type { components } from '@bedside/openapi/realtime';
import { realtimePayloads } from '@bedside/openapi/realtime-payloads';
import { payloadProblem } from './event-payloads';

export type RealtimeEventMap = components['schemas']['EventMap'];
export type RealtimeEventName = keyof RealtimeEventMap;

/** Where an event arrived: the same event means different things on the user and hospital channels. */
export interface RealtimeEventContext {
  channel: string;
}

/** One optional handler per contract event, typed by its payload. */
export type RealtimeHandlers = { [K in RealtimeEventName]?: (data: RealtimeEventMap[K], context: RealtimeEventContext) => void };

/** Every event of the contract, for handler maps that must cover them all. */
export const realtimeEventNames = Object.keys(realtimePayloads) as RealtimeEventName[];

export function isRealtimeEvent(name: string): name is RealtimeEventName {
  return Object.hasOwn(realtimePayloads, name);
}

/**
 * Routes an incoming event to its handler; events nobody handles yet are logged by name. An event
 * of the contract whose data is not its payload is dropped with a warning (event-payloads.ts):
 * no handler sees what its type does not say.
 */
export function dispatchRealtimeEvent(handlers: RealtimeHandlers, name: string, data: unknown, channel = ''): void {
  const handler = isRealtimeEvent(name) ? handlers[name] : undefined;
  const problem = isRealtimeEvent(name) ? payloadProblem(name, data) : null;
  if (problem) {
    console.warn(`realtime event ${name} on ${channel || 'an unnamed channel'} dropped, not its payload in the contract: ${problem}`);
    return;
  }
  if (!handler) {
    console.debug(`realtime event ${name}`, data);
    return;
  }
  // Checked above against the payload of the event the name picked.
  (handler as (payload: unknown, context: RealtimeEventContext) => void)(data, { channel });
}
