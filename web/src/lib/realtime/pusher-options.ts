import type { ChannelAuthorizationHandler, Options } from 'pusher-js/with-encryption';
import type { WebConfig } from '../config/config';

type PageLocation = Pick<Location, 'hostname' | 'port' | 'protocol'>;

/** Empty host and port 0 in the config mean "the page's own", as with the simulator. */
export function pusherOptions(
  realtime: WebConfig['realtime'],
  location: PageLocation,
  authorize: ChannelAuthorizationHandler,
): Options {
  const port = realtime.port || Number(location.port) || (location.protocol === 'https:' ? 443 : 80);
  return {
    cluster: realtime.cluster,
    wsHost: realtime.host || location.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: realtime.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: { customHandler: authorize },
  };
}
