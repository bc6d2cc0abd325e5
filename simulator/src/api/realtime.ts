// /pusher/auth and the trigger calls: a user may only join and publish to their own channels, and
// never publish an event the server publishes (a state change, a sign-out) where others hear it.
import type { components } from '@bedside/openapi/realtime';
import { ApiError, badRequest } from '../api-error.ts';
import { toIssues } from '../contract/validation-errors.ts';
import { channelFor, channelsOf } from '../realtime/channels.ts';
import { SERVER_EVENTS, validateRealtime } from '../realtime/realtime-contract.ts';
import type { ApiHandlers } from './types.ts';

/**
 * Any user of the hospital could broadcast `logout` (every open session of the hospital signed
 * out), `request-browser-refresh` with their own text, or a `stat-alarm-changed` of their making,
 * to every user of every division. On the hospital channel a client may send only events of its
 * own (which no screen of this product acts on); the contract's events come from the server.
 */
function checkHospitalEvent(event: string): void {
  if (!SERVER_EVENTS.has(event)) return;
  const message = `event ${event} is published by the server when what it reports happens; it cannot be triggered`;
  throw badRequest('body.event', 'serverEvent', message, `Invalid request: body.${message}`);
}

/**
 * A contract event's data must be its payload, as the screens that handle it read it: a 400 naming
 * each field that is not (body.data.message), nothing published. Used on the user's own channel
 * (their other tabs and sessions: user-authenticated after a sign-in) and by the scenario API,
 * whose malformed events answered 202 and reached the apps (hostile-input QA). Events outside the
 * contract have no payload to check.
 */
export function checkEventPayload(event: string, data: unknown): void {
  if (!SERVER_EVENTS.has(event)) return;
  const checked = validateRealtime<components['schemas']['EventMap']>(`EventMap/properties/${event}`, data);
  if (checked.ok) return;
  const details = toIssues(checked.errors, 'body.data');
  throw new ApiError(400, `Invalid request: body.data is not the payload of ${event}: ${details.map((d) => d.message).join('; ')}`, 'invalid_request', details);
}

/** Pusher's limit on the data of one event; a larger one is the caller's 400, not a failed publish (a 500). */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;

export function checkEventData(data: unknown): void {
  if (Buffer.byteLength(JSON.stringify(data)) <= MAX_EVENT_DATA_BYTES) return;
  const message = `data must be at most ${MAX_EVENT_DATA_BYTES} bytes once serialised (Pusher's limit on one event)`;
  throw badRequest('body.data', 'maxSize', message, `Invalid request: body.${message}`);
}

export const realtimeHandlers: ApiHandlers = {
  authorizeRealtimeChannel: ({ auth, services, body }) => {
    if (!channelsOf(auth.user).includes(body.channel_name)) {
      throw new ApiError(403, `You may not subscribe to ${body.channel_name}`, 'forbidden');
    }
    return services.publisher.authorize(body.socket_id, body.channel_name);
  },
  triggerHospitalEvent: async ({ auth, services, body }) => {
    checkEventData(body.data);
    checkHospitalEvent(body.event);
    const channel = channelFor('hospital', auth.user);
    await services.publisher.publishRaw(channel, body.event, body.data);
    return { channel, event: body.event };
  },
  triggerUserEvent: async ({ auth, services, body }) => {
    checkEventData(body.data);
    checkEventPayload(body.event, body.data);
    const channel = channelFor('user', auth.user);
    await services.publisher.publishRaw(channel, body.event, body.data);
    return { channel, event: body.event };
  },
};
