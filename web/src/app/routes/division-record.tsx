import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useDivisionStore } from '../../lib/division/division-store';
import { useResourcePage } from '../resources/use-resource-page';

/**
 * The path of a one-per-division resource (Hospitals › Preferences, Homepage): the current
 * division's edit form. Its route allows no '*'; until the store has settled, the user's preferred
 * or main division.
 */
export function Component() {
  const user = useCurrentUser();
  const { d } = useResourcePage();
  const current = useDivisionStore((s) => s.divisionId);
  const { search } = useLocation();
  const id = current && current !== '*' ? current : String(user.preferred_division_id ?? user.hospital.main_division_id);
  return <Navigate replace to={`${d.routes.base}/${id}/edit${search}`} />;
}
