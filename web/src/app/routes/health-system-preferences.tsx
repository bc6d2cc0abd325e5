import { healthSystemPreferences } from '@bedside/resources';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';

/** /health-system/preferences: one record per health system, so the page is the caller's own edit form. */
export function Component() {
  const user = useCurrentUser();
  const { search } = useLocation();
  return <Navigate replace to={`${healthSystemPreferences.routes.base}/${user.hospital.id}/edit${search}`} />;
}
