// The realtime contract (openapi/realtime/events.yaml), read once per process: the validator of its
// schemas (client frames, the Pusher HTTP API's bodies, events a client triggers) and the names of
// the events the server publishes (EventMap).
import { contractValidator } from '@bedside/openapi/validator';
import { contractDocument } from '../contract/documents.ts';

export const validateRealtime = contractValidator('realtime');

type RealtimeDocument = { components: { schemas: { EventMap: { properties: Record<string, unknown> } } } };

/** The events of the contract's EventMap: what the server publishes, each with its payload. */
export const SERVER_EVENTS: ReadonlySet<string> = new Set(Object.keys((contractDocument('realtime') as RealtimeDocument).components.schemas.EventMap.properties));
