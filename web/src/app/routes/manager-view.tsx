// /manager-view: the observers of the working division's monitored patients.
import { ManagerView } from '../../features/monitoring-actions/components/manager-view';
import { RouteHeader } from '../resources/resource-page-header';

export function Component() {
  return <><RouteHeader /><ManagerView /></>;
}
