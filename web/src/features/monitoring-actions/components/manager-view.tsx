// Manager View (issue 14): the observers of the division's monitored patients, their patient load
// (watching now, or assigned) and their stat alarms (last 24 hours, the last one, undocumented).
// It follows alarms live (stat-alarm-changed) and asks again every 30 s for who is watching.
import { Badge, Group, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MaskedText } from '../../../components/masked-text';
import { apiCall, apiKey } from '../../../lib/api/api-query';
import { formatDateTime } from '../../../lib/format/date-format';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { ReadError } from '../../../components/load-error';

/** Monitoring sessions open and close without an event of their own: the list is asked again this often. */
const REFRESH_MS = 30_000;

export function ManagerView() {
  const dates = useDateFormatSettings();
  const observers = useQuery({
    queryKey: apiKey('listManagerViewObservers', {}),
    queryFn: ({ signal }) => apiCall('listManagerViewObservers', {}, undefined, signal),
    refetchInterval: REFRESH_MS,
  });
  if (observers.error) return <ReadError error={observers.error} message="The observers could not be loaded." onRetry={() => void observers.refetch()} retrying={observers.isFetching} />;
  if (!observers.data) return <Loader />;
  const rows = observers.data.results;
  if (!rows.length) return <Text c="dimmed">No one is watching or assigned to a monitored patient of this division.</Text>;
  return (
    <Table data-testid="manager-view" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr><Table.Th>Observer</Table.Th><Table.Th>Patient Load</Table.Th><Table.Th>Patients</Table.Th><Table.Th>Alarms (24 h)</Table.Th><Table.Th>Last Alarm</Table.Th><Table.Th>Undocumented</Table.Th></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.user.id}>
            <Table.Td>{row.user.name}</Table.Td>
            <Table.Td>{row.patient_load}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {row.patients.map((p) => (
                  <Badge key={p.patient_monitor_id} variant="light" color={p.watching ? 'green' : 'gray'} title={p.watching ? 'Watching now' : 'Assigned'}>
                    <MaskedText value={p.patient_name} type="patient_name" />{p.room_name ? ` · ${p.room_name}` : ''}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>{row.alarm_count}</Table.Td>
            <Table.Td>{row.last_alarm_at ? formatDateTime(row.last_alarm_at, dates) : 'N/A'}</Table.Td>
            <Table.Td>{row.undocumented_alarms ? <Badge color="red">{row.undocumented_alarms}</Badge> : 0}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
