// /pusher/auth and the trigger calls: a user may only join and publish to their own channels.
import { ApiError, badRequest } from '../api-error.ts';
import { channelFor, channelsOf } from '../realtime/channels.ts';
import type { ApiHandlers } from './types.ts';

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
    const channel = channelFor('hospital', auth.user);
    await services.publisher.publishRaw(channel, body.event, body.data);
    return { channel, event: body.event };
  },
  triggerUserEvent: async ({ auth, services, body }) => {
    checkEventData(body.data);
    const channel = channelFor('user', auth.user);
    await services.publisher.publishRaw(channel, body.event, body.data);
    return { channel, event: body.event };
  },
};
