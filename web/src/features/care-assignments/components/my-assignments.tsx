// /my-assignments: the signed-in user's patients by staff type (names masked as everywhere), each
// staff type with its Transfer action, and the transfers waiting on the user or a colleague.
import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { staffKind } from '@bedside/resources';
import { MaskedText } from '../../../components/masked-text';
import { formatDateTime } from '../../../lib/format/date-format';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { useMyCareAssignments, type MyCareAssignments, type StaffKind } from '../api/get-my-care-assignments';
import { PendingTransfers } from './pending-transfers';
import { TransferDialog } from './transfer-dialog';
import { ReadError } from '../../../components/load-error';

type Assignment = MyCareAssignments['assignments'][number];

function byKind(assignments: readonly Assignment[]): [StaffKind, Assignment[]][] {
  const groups = new Map<StaffKind, Assignment[]>();
  for (const a of assignments) groups.set(a.staff_kind, [...(groups.get(a.staff_kind) ?? []), a]);
  return [...groups];
}

export function MyAssignments() {
  const mine = useMyCareAssignments();
  const dates = useDateFormatSettings();
  const [transferring, setTransferring] = useState<StaffKind | null>(null);
  if (mine.isPending) return <Loader aria-label="Loading assignments" />;
  if (mine.isError) return <ReadError error={mine.error} message="Your assignments could not be loaded." onRetry={() => void mine.refetch()} retrying={mine.isFetching} />;
  const { assignments, incoming, outgoing } = mine.data;
  const waiting = new Set(outgoing.map((t) => t.staff_kind));
  return (
    <Stack>
      <PendingTransfers incoming={incoming} outgoing={outgoing} />
      {assignments.length === 0 && <Text c="dimmed">No patients are assigned to you.</Text>}
      {byKind(assignments).map(([kind, rows]) => (
        <Stack key={kind} gap="xs" component="section" aria-label={`${staffKind.text[kind]} Assignment`}>
          <Group justify="space-between">
            <Title order={2} size="h4">{staffKind.text[kind]} Assignment</Title>
            <Button size="compact-sm" variant="light" disabled={waiting.has(kind)} onClick={() => setTransferring(kind)}>Transfer</Button>
          </Group>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr><Table.Th>Patient</Table.Th><Table.Th>Room</Table.Th><Table.Th>Unit</Table.Th><Table.Th>Division</Table.Th><Table.Th>Assigned</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td><MaskedText value={a.patient.display_name} type="patient_name" /></Table.Td>
                  <Table.Td>{a.room_name ?? 'N/A'}</Table.Td>
                  <Table.Td>{a.unit_name ?? 'N/A'}</Table.Td>
                  <Table.Td>{a.division.name}</Table.Td>
                  <Table.Td>{formatDateTime(a.assigned_at, dates)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
      <TransferDialog kind={transferring} onClose={() => setTransferring(null)} />
    </Stack>
  );
}
