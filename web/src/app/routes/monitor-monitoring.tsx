// /patient-monitors/:id/monitoring
import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { MonitoringView } from '../../features/patient-monitors/components/monitoring-view';
import { accessSubjectOf, can } from '../../lib/permissions/permissions';
import { RouteHeader } from '../resources/resource-page-header';

export function Component() {
  const { id = '' } = useParams();
  const canEdit = can(accessSubjectOf(useCurrentUser()), 'Edit', 'PatientMonitor');
  return <><RouteHeader /><MonitoringView key={id} id={Number(id)} canEdit={canEdit} /></>;
}
