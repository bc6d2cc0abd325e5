// /pusher/auth and the trigger calls: a user may only join and publish to their own channels.
import { ApiError } from '../api-error.ts';
import { channelFor, channelsOf } from '../realtime/channels.ts';
import type { ApiHandlers } from './types.ts';

export const realtimeHandlers: ApiHandlers = {
  authorizeRealtimeChannel: ({ auth, services, body }) => {
    if (!channelsOf(auth.user).includes(body.channel_name)) {
      throw new ApiError(403, `You may not subscribe to ${body.channel_name}`, 'forbidden');
    }
    return services.publisher.authorize(body.socket_id, body.channel_name);
  },
  triggerHospitalEvent: async ({ auth, services, body }) => {
    const channel = channelFor('hospital', auth.user);
    await services.publisher.publishRaw(channel, body.event, body.data);
    return { channel, event: body.event };
  },
  triggerUserEvent: async ({ auth, services, body }) => {
    const channel = channelFor('user', auth.user);
    await services.publisher.publishRaw(channel, body.event, body.data);
    return { channel, event: body.event };
  },
};
