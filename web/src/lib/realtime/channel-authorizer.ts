import type { ChannelAuthorizationHandler } from 'pusher-js/with-encryption';
import type { components } from '@bedside/openapi/api';
import { apiClient } from '../api/client';
import { unwrap } from '../api/api-error';

type ChannelAuth = components['schemas']['ChannelAuth'];

/**
 * Channel auth goes through the API client so that it carries the bearer token and Session-Id
 * and a 401 signs the user out like any other call. Realtime always authorises for all divisions.
 */
export async function authorizeChannel(socketId: string, channelName: string): Promise<ChannelAuth> {
  const result = await apiClient().POST('/pusher/auth', {
    params: { query: { division_id: '*' } },
    body: { socket_id: socketId, channel_name: channelName },
    bodySerializer: (body) => new URLSearchParams(body).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return unwrap(result);
}

/** Adapts a promise-based authoriser to pusher-js's callback style. */
export function channelAuthorizer(
  authorize: (socketId: string, channelName: string) => Promise<ChannelAuth>,
): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    authorize(socketId, channelName).then(
      (auth) => callback(null, auth),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
}
