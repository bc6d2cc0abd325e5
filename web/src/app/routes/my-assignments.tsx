import { MyAssignments } from '../../features/care-assignments/components/my-assignments';
import { RouteHeader } from '../resources/resource-page-header';

/** /my-assignments: the signed-in user's own patients and transfers. */
export function Component() {
  return <><RouteHeader /><MyAssignments /></>;
}
