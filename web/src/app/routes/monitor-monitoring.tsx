// /patient-monitors/:id/monitoring
import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { MonitoringActions, MonitoringOverlay } from '../../features/monitoring-actions/components/monitoring-slots';
import { MonitoringView } from '../../features/patient-monitors/components/monitoring-view';
import { accessSubjectOf, can } from '../../lib/permissions/permissions';
import { RouteHeader } from '../resources/resource-page-header';

export function Component() {
  const { id = '' } = useParams();
  const canEdit = can(accessSubjectOf(useCurrentUser()), 'Edit', 'PatientMonitor');
  return (
    <>
      <RouteHeader />
      <MonitoringView
        key={id} id={Number(id)} canEdit={canEdit}
        // What viewers of the patient share: Alarm, the privacy curtain and nudges (issue 14).
        renderActions={(monitor) => <MonitoringActions monitor={monitor} />}
        renderOverlay={(monitor) => <MonitoringOverlay monitor={monitor} />}
      />
    </>
  );
}
