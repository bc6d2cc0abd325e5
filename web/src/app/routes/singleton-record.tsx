import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useDivisionStore } from '../../lib/division/division-store';
import { useResourcePage } from '../resources/use-resource-page';

/**
 * The path of a resource with one record per health system (Health System › Preferences, Page
 * Preferences) or per division (Hospitals › Preferences, Homepage): the edit form of the caller's
 * own health system, or of the current division. A per-division route allows no '*'; until the
 * store has settled, the user's preferred or main division.
 */
export function Component() {
  const user = useCurrentUser();
  const { d } = useResourcePage();
  const current = useDivisionStore((s) => s.divisionId);
  const { search } = useLocation();
  const division = current && current !== '*' ? current : String(user.preferred_division_id ?? user.hospital.main_division_id);
  const id = d.scope === 'organization' ? user.hospital.id : division;
  return <Navigate replace to={`${d.routes.base}/${id}/edit${search}`} />;
}
