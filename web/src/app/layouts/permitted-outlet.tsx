import { Outlet } from 'react-router';
import { NoPermission } from '../../components/no-permission';
import type { CurrentUser } from '../../lib/permissions/current-user';
import { accessSubjectOf, meets } from '../../lib/permissions/permissions';
import { useRouteHandle } from '../routes/use-route-handle';

/**
 * The page, or the no-permission page when the route declares a requirement the user does not
 * meet: a page reached by its URL never mounts, so it never asks the server for its data.
 */
export function PermittedOutlet({ user }: { user: CurrentUser }) {
  const requirement = useRouteHandle()?.requirement;
  return meets(accessSubjectOf(user), requirement) ? <Outlet /> : <NoPermission />;
}
