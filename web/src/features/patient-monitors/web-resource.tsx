// Patient monitors on the generic resource pages: status actions per row and on the record page,
// bulk pause and resume of a selection, and a link to each monitor's live monitoring page.
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { patientMonitors } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { useCurrentUser } from '../auth/api/get-current-user';
import { accessSubjectOf, can } from '../../lib/permissions/permissions';
import { monitorRelated, type PatientMonitor } from './api/monitor-changes';
import { MonitorBulkActions } from './components/bulk-actions';
import { MonitorActions } from './components/monitor-actions';

function RowActions({ row }: { row: PatientMonitor }) {
  const canEdit = can(accessSubjectOf(useCurrentUser()), 'Edit', 'PatientMonitor');
  return (
    <Group gap="xs" wrap="nowrap">
      <MonitorActions row={row} canEdit={canEdit} />
      <Anchor component={Link} to={`/patient-monitors/${row.id}/monitoring`} size="sm">Monitoring</Anchor>
    </Group>
  );
}

export const patientMonitorsWeb: WebResource<PatientMonitor> = {
  descriptor: patientMonitors,
  RowActions,
  ShowActions: RowActions,
  BulkActions: MonitorBulkActions,
  related: monitorRelated,
};
