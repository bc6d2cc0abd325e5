import type { components } from '@bedside/openapi/realtime';
import { realtimePayloads } from '@bedside/openapi/realtime-payloads';
import { payloadProblem } from './event-payloads';

export type RealtimeEventMap = components['schemas']['EventMap'];
export type RealtimeEventName = keyof RealtimeEventMap;

/** Where an event arrived: the same event means different things on the user and hospital channels. */
export interface RealtimeEventContext {
  channel: string;
}

/**
 * Events that end the user's session act whatever their data says: a logout or an expiry of a
 * shape the contract does not give (a reason the provider added, a field missing) still ends it,
 * rather than leaving the user signed in when the provider meant them out. Their handlers are
 * given no data, so none can come to depend on it.
 */
const ENDS_THE_SESSION = ['logout', 'session-expired'] as const;
type SessionEnding = (typeof ENDS_THE_SESSION)[number];

/** One optional handler per contract event, typed by its payload (none for an event that ends the session). */
export type RealtimeHandlers = {
  [K in RealtimeEventName]?: K extends SessionEnding ? (data: undefined, context: RealtimeEventContext) => void : (data: RealtimeEventMap[K], context: RealtimeEventContext) => void;
};

/** Every event of the contract, for handler maps that must cover them all. */
export const realtimeEventNames = Object.keys(realtimePayloads) as RealtimeEventName[];

export function isRealtimeEvent(name: string): name is RealtimeEventName {
  return Object.hasOwn(realtimePayloads, name);
}

function endsTheSession(name: string): name is SessionEnding {
  return (ENDS_THE_SESSION as readonly string[]).includes(name);
}

/**
 * Routes an incoming event to its handler; events nobody handles yet are logged by name. An event
 * of the contract whose data is not its payload is dropped with a warning (event-payloads.ts):
 * no handler sees what its type does not say; `onDropped` is told its name. An event that ends the
 * session is acted on whatever its data (ENDS_THE_SESSION).
 */
export function dispatchRealtimeEvent(handlers: RealtimeHandlers, name: string, data: unknown, channel = '', onDropped?: (name: RealtimeEventName) => void): void {
  if (endsTheSession(name)) {
    const problem = payloadProblem(name, data);
    if (problem) console.warn(`realtime event ${name} on ${channel || 'an unnamed channel'} acted on, though not its payload in the contract: ${problem}`);
    handlers[name]?.(undefined, { channel });
    return;
  }
  const handler = isRealtimeEvent(name) ? handlers[name] : undefined;
  const problem = isRealtimeEvent(name) ? payloadProblem(name, data) : null;
  if (problem) {
    console.warn(`realtime event ${name} on ${channel || 'an unnamed channel'} dropped, not its payload in the contract: ${problem}`);
    onDropped?.(name as RealtimeEventName);
    return;
  }
  if (!handler) {
    console.debug(`realtime event ${name}`, data);
    return;
  }
  // Checked above against the payload of the event the name picked.
  (handler as (payload: unknown, context: RealtimeEventContext) => void)(data, { channel });
}
