import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryKey } from '../../features/auth/api/get-current-user';
import { broadcastDivisionChanged } from '../../lib/division/division-events';
import { defaultDivision, isUsableDivision } from '../../lib/division/division-rules';
import { useDivisionStore } from '../../lib/division/division-store';
import type { CurrentUser } from '../../lib/permissions/current-user';

/** A user who lost the working division (user updated) falls back to their default one. */
export function useDivisionGuard(user: CurrentUser): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const store = useDivisionStore.getState();
    const previous = store.divisionId;
    if (previous === null || isUsableDivision(user, previous)) return;
    const divisionId = defaultDivision(user);
    store.setDivision(divisionId);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== currentUserQueryKey[1] });
    broadcastDivisionChanged({ divisionId, previous });
  }, [user, queryClient]);
}
