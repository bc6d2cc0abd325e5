// POST /sessions/refresh: Stay Logged In. The session goes on, and every tab and device of the
// user restarts its inactivity timer on `timer-reset`.
import { channelFor } from '../realtime/channels.ts';
import type { ApiHandlers } from './types.ts';

export const sessionHandlers: ApiHandlers = {
  refreshSession: async ({ auth, services, request }) => {
    const refreshedAt = new Date().toISOString();
    request.log.info({ user: auth.user.id, session: auth.sessionId }, 'session refreshed');
    try {
      await services.publisher.publish(channelFor('user', auth.user), 'timer-reset', { at: refreshedAt });
    } catch (error) {
      // The refresh itself succeeded; other tabs only miss an early timer reset.
      request.log.warn({ err: error }, 'timer-reset could not be published');
    }
    return { refreshed_at: refreshedAt, session_id: auth.sessionId };
  },
};
