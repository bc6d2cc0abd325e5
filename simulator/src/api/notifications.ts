// GET /notifications: the user's notifications of the divisions asked for, newest first.
import type { ApiHandlers } from './types.ts';

export const notificationHandlers: ApiHandlers = {
  listNotifications: ({ auth, services, query }) => {
    const divisions = new Set(auth.divisions(query.division_id));
    const results = services.store.data.notifications
      .filter((n) => n.user_id === auth.user.id && divisions.has(n.division_id))
      .filter((n) => query.archived === undefined || n.archived === query.archived)
      .map(({ user_id: _owner, ...notification }) => notification);
    return { results };
  },
};
