import { getConfig } from '../config/config';
import { authorizeChannel, channelAuthorizer } from './channel-authorizer';
import { pusherOptions } from './pusher-options';
import { createRealtimeClient } from './realtime-client';

/**
 * The app's realtime connection. pusher-js (with its encryption code) is fetched only when a
 * signed-in user connects, keeping it out of the sign-in bundle.
 */
export const realtime = createRealtimeClient(async () => {
  const { default: Pusher } = await import('pusher-js/with-encryption');
  const config = getConfig();
  const options = pusherOptions(config.realtime, window.location, channelAuthorizer(authorizeChannel));
  return () => new Pusher(config.realtime.key, options);
});
