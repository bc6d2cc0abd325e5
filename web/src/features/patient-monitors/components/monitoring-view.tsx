// /patient-monitors/:id/monitoring: the room's live video as a monitoring session (live video §4,
// session type monitoring; muted both ways), the patient, the monitor's status and actions, and
// its event log. Paused or stopped: no picture, and why.
import { Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { monitorEventKind, patientMonitors } from '@bedside/resources';
import { MaskedText } from '../../../components/masked-text';
import { RemoteVideo } from '../../../components/remote-video';
import { MonitorStatusTag } from '../../../components/status-tag';
import { apiQueryOptions } from '../../../lib/api/api-query';
import { formatDateTime } from '../../../lib/format/date-format';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { sessionErrorText } from '../../../lib/media/error-messages';
import type { VideoSession } from '../../../lib/media/video-session';
import { resourceApi } from '../../../lib/resources/resource-api';
import type { PatientMonitor } from '../api/monitor-changes';
import { useMonitoringWatch, type MonitoringSessionFactory } from '../hooks/use-monitoring-watch';
import { MonitorActions } from './monitor-actions';
import { ReadError } from '../../../components/load-error';

/** Slots the route fills from other features: actions beside the monitor's own, and what lies over its video. */
interface Slots {
  renderActions?: (monitor: PatientMonitor) => ReactNode;
  renderOverlay?: (monitor: PatientMonitor) => ReactNode;
}

interface ViewProps extends Slots {
  canEdit: boolean;
  /**
   * Makes the page's session (createMonitoringSession when absent). A test hands in a fake here
   * rather than mocking the module: web tests share one module registry per worker (isolate: false).
   */
  createSession?: MonitoringSessionFactory;
}

export function MonitoringView({ id, ...props }: { id: number } & ViewProps) {
  const monitor = useQuery(resourceApi<PatientMonitor>(patientMonitors).getOptions(id));
  if (monitor.error) return <ReadError error={monitor.error} message="The patient monitor could not be loaded." onRetry={() => void monitor.refetch()} retrying={monitor.isFetching} />;
  if (!monitor.data) return <Loader />;
  return <Monitoring row={monitor.data} {...props} />;
}

function Monitoring({ row, canEdit, renderActions, renderOverlay, createSession }: { row: PatientMonitor } & ViewProps) {
  const { session, retry } = useMonitoringWatch({ id: row.id, patientId: row.patient.id }, row.status === 'active', createSession);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2}><MaskedText value={row.patient.display_name} type="patient_name" /></Title>
        <Group gap="xs"><MonitorStatusTag status={row.status} /><MonitorActions row={row} canEdit={canEdit} />{row.status === 'active' && renderActions?.(row)}</Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding={0} pos="relative" data-testid="monitoring-video">
          {session ? <LiveVideo session={session} retry={retry} /> : <Stopped row={row} />}
          {renderOverlay?.(row)}
        </Card>
        <Stack gap={4}>
          <Text size="sm">MRN: <MaskedText value={row.patient.mrn} type="mrn" /></Text>
          <Text size="sm">Room: {row.room?.name ?? 'N/A'}</Text>
          <Text size="sm">Device: {row.video_device?.name ?? 'N/A'}</Text>
          <Text size="sm">Division: {row.division.name}</Text>
        </Stack>
      </SimpleGrid>
      <EventLog id={row.id} />
    </Stack>
  );
}

function LiveVideo({ session, retry }: { session: VideoSession; retry: () => void }) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  if (snapshot.state === 'stopped') {
    return (
      <Stack p="md" align="center">
        <Text c="red.8" role="alert">{sessionErrorText[snapshot.error ?? 'join-failed'].message}</Text>
        <Button onClick={retry}>Reconnect</Button>
      </Stack>
    );
  }
  return <RemoteVideo stream={snapshot.remoteStream} frozen={snapshot.frozen} onFirstFrame={session.framePresented} />;
}

function Stopped({ row }: { row: PatientMonitor }) {
  const text = row.status === 'paused'
    ? `Monitoring is paused: ${row.pause_reason ?? 'no reason given'}`
    : row.status === 'stopped' ? 'Monitoring is stopped' : 'Monitoring has not started';
  return <Text p="xl" ta="center" data-testid="monitoring-state">{text}</Text>;
}

function EventLog({ id }: { id: number }) {
  const dates = useDateFormatSettings();
  const events = useQuery(apiQueryOptions('listPatientMonitorEvents', { id }));
  return (
    <Stack gap="xs" mt="md">
      <Title order={3}>Event Log</Title>
      <Table data-testid="monitor-events">
        <Table.Thead><Table.Tr><Table.Th>Event</Table.Th><Table.Th>Reason</Table.Th><Table.Th>User</Table.Th><Table.Th>Time</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {(events.data ?? []).map((e) => (
            <Table.Tr key={e.id} data-kind={e.kind}>
              <Table.Td>{monitorEventKind.text[e.kind]}</Table.Td>
              <Table.Td>{e.reason ?? ''}</Table.Td>
              <Table.Td>{e.username ?? 'System'}</Table.Td>
              <Table.Td>{formatDateTime(e.created_at, dates)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
