import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useResourcePage } from '../resources/use-resource-page';

/** The path of a one-per-health-system resource (Health System › Preferences, Page Preferences): the caller's own edit form. */
export function Component() {
  const user = useCurrentUser();
  const { d } = useResourcePage();
  const { search } = useLocation();
  return <Navigate replace to={`${d.routes.base}/${user.hospital.id}/edit${search}`} />;
}
