import { divisionPreferences } from '@bedside/resources';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useDivisionStore } from '../../lib/division/division-store';

/**
 * /hospital/preferences: one division at a time, so the page is the current division's edit form
 * (the route allows no '*'; until the store has settled, the user's preferred or main division).
 */
export function Component() {
  const user = useCurrentUser();
  const current = useDivisionStore((s) => s.divisionId);
  const { search } = useLocation();
  const id = current && current !== '*' ? current : String(user.preferred_division_id ?? user.hospital.main_division_id);
  return <Navigate replace to={`${divisionPreferences.routes.base}/${id}/edit${search}`} />;
}
