// user-updated on each user's own channel: their web app reloads the current user (permissions,
// flags, sidebar) at once. The change is stored either way: a realtime outage must not turn it
// into an error (the next call already runs on the new state; the web reloads on reconnect).
import { channelFor } from '../realtime/channels.ts';
import type { Services } from '../services.ts';
import type { User } from '../store/types.ts';

export async function tellUsersUpdated(services: Services, users: readonly User[]): Promise<void> {
  await Promise.allSettled(users.map((user) => services.publisher.publish(channelFor('user', user), 'user-updated', { user_id: user.id })));
}
