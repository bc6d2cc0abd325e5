// /patient-central/:viewId?: the Patient Central wall of a saved view of the monitors table, or of
// every monitored patient of the division.
import { useParams } from 'react-router';
import { PatientCentralWall } from '../../features/central-monitoring/components/patient-central-wall';
import { RouteHeader } from '../resources/resource-page-header';
import { useWallProps } from './wall-props';

export function Component() {
  const { viewId } = useParams();
  // A view id that is no number (/patient-central/abc) names no view: 0, which no view has, so the
  // wall says so rather than showing every monitored patient under an address that names a view.
  const id = viewId === undefined ? null : /^\d+$/.test(viewId) ? Number(viewId) : 0;
  return (
    <>
      <RouteHeader />
      <PatientCentralWall key={id ?? 'all'} viewId={id} {...useWallProps('central_monitoring')} />
    </>
  );
}
