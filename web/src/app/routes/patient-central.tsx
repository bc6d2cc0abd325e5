// /patient-central/:viewId?: the Patient Central wall of a saved view of the monitors table, or of
// every monitored patient of the division.
import { useParams } from 'react-router';
import { PatientCentralWall } from '../../features/central-monitoring/components/patient-central-wall';
import { RouteHeader } from '../resources/resource-page-header';
import { useWallProps } from './wall-props';

export function Component() {
  const { viewId } = useParams();
  const id = viewId && /^\d+$/.test(viewId) ? Number(viewId) : null;
  return (
    <>
      <RouteHeader />
      <PatientCentralWall key={id ?? 'all'} viewId={id} {...useWallProps('central_monitoring')} />
    </>
  );
}
