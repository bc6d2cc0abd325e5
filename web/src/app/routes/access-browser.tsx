import { AccessBrowser } from '../../features/access-browser/components/access-browser';
import { RouteHeader } from '../resources/resource-page-header';

/** /user-management/access-browser: who can see which rooms, units and patients, and why (View User, Group, Room and Unit). */
export function Component() {
  return (
    <>
      <RouteHeader />
      <AccessBrowser />
    </>
  );
}
