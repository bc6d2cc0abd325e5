// /patient-central/nursing-station/:viewId?: a unit's wall (shell §2; View PatientCentral, §6). The
// route's viewId is the unit's id, so a station's screen can be bookmarked on its unit.
import { useNavigate, useParams } from 'react-router';
import { MONITORED, PatientCentralWall } from '../../features/central-monitoring/components/patient-central-wall';
import { UnitPicker } from '../../features/central-monitoring/components/unit-picker';
import { RouteHeader } from '../resources/resource-page-header';
import { useWallProps } from './wall-props';

export function Component() {
  const navigate = useNavigate();
  const { viewId } = useParams();
  const unitId = viewId && /^\d+$/.test(viewId) ? Number(viewId) : null;
  const picker = <UnitPicker unitId={unitId} onChange={(id) => void navigate(id ? `/patient-central/nursing-station/${id}` : '/patient-central/nursing-station')} />;
  const props = useWallProps('central_monitoring');
  return (
    <>
      <RouteHeader />
      {unitId === null
        ? picker
        : <PatientCentralWall key={unitId} viewId={null} scope={{ filters: { ...MONITORED, unit_id: unitId }, picker, empty: 'No monitored patients in this unit.' }} {...props} />}
    </>
  );
}
