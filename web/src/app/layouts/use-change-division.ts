import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentUserQueryKey } from '../../features/auth/api/get-current-user';
import { broadcastDivisionChanged } from '../../lib/division/division-events';
import { useDivisionStore } from '../../lib/division/division-store';
import { withQuery } from './query-string';

/**
 * Choosing a division (spec section 4): remember it for the tab, go to page 1 of the same page
 * with division_id in the query, refetch server state, and tell listeners.
 */
export function useChangeDivision(): (divisionId: string) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (divisionId: string) => {
      const store = useDivisionStore.getState();
      const previous = store.divisionId;
      store.setDivision(divisionId);
      void navigate({ pathname, search: withQuery(search, { page: '1', division_id: divisionId }), hash });
      // Every list was fetched for the old division; the user does not depend on it.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== currentUserQueryKey[1] });
      broadcastDivisionChanged({ divisionId, previous });
    },
    [navigate, pathname, search, hash, queryClient],
  );
}
