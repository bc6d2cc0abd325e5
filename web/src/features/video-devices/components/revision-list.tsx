import { Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format/date-format';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { useVideoDeviceRevisions } from '../api/list-video-device-revisions';

const show = (v: unknown) => (v === null || v === undefined || v === '' ? 'N/A' : String(v));

/** The device's audit trail: action, field old -> new, who and when. */
export function RevisionList({ deviceId }: { deviceId: number }) {
  const dates = useDateFormatSettings();
  const revisions = useVideoDeviceRevisions(deviceId).data ?? [];
  return (
    <>
      <Title order={4} mt="lg" mb="xs">Revisions</Title>
      <Table data-testid="revisions">
        <Table.Thead>
          <Table.Tr><Table.Th>Action</Table.Th><Table.Th>Changes</Table.Th><Table.Th>User</Table.Th><Table.Th>Date</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {revisions.map((r) => (
            <Table.Tr key={`${r.action}-${r.id}`}>
              <Table.Td>{r.action}</Table.Td>
              <Table.Td>
                {Object.entries(r.audited_changes).map(([field, change]) => (
                  <Text size="sm" key={field}>
                    {field}: {Array.isArray(change) ? `${show(change[0])} → ${show(change[1])}` : show(change)}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>{r.username}</Table.Td>
              <Table.Td>{formatDateTime(r.created_at, dates)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
