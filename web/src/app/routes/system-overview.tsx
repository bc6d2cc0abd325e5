import { SystemOverview } from '../../features/monitoring/components/system-overview';
import { RouteHeader } from '../resources/resource-page-header';

/** /monitoring/system-overview: live counts (View SystemMonitoring). */
export function Component() {
  return (
    <>
      <RouteHeader />
      <SystemOverview />
    </>
  );
}
