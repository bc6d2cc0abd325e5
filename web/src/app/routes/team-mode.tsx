// /patient-central/team-mode: the wall of the patients assigned to me (shell §2; Receive
// PatientMonitorAssignment, §6), audited with the monitoring source team_mode.
import { MONITORED, PatientCentralWall } from '../../features/central-monitoring/components/patient-central-wall';
import { RouteHeader } from '../resources/resource-page-header';
import { useWallProps } from './wall-props';

const scope = { filters: { ...MONITORED, assigned_to_me: true }, empty: 'No monitored patient is assigned to you.' };

export function Component() {
  return (
    <>
      <RouteHeader />
      <PatientCentralWall viewId={null} scope={scope} {...useWallProps('team_mode')} />
    </>
  );
}
