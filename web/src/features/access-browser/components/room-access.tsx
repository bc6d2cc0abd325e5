// By room: who of the organisation can see one room (their division, or a group of theirs) and why,
// with the patients in it now.
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CenteredLoader } from '../../../components/centered-loader';
import { apiQueryOptions } from '../../../lib/api/api-query';
import { PatientNames } from './patient-names';
import { Reasons, Verdict } from './reasons';
import { ReadError } from '../../../components/load-error';

export function RoomAccess({ roomId, divisionId }: { roomId: number; divisionId: string }) {
  const access = useQuery(apiQueryOptions('getRoomAccess', { id: roomId, division_id: divisionId }));
  if (access.isPending) return <CenteredLoader />;
  if (access.isError) return <ReadError error={access.error} message="The room's access could not be loaded." onRetry={() => void access.refetch()} retrying={access.isFetching} />;
  const { room, unit, division, patients, users } = access.data;
  return (
    <Stack gap="md" data-testid="room-access">
      <Title order={3}>{`${room.name} · ${unit.name} · ${division.name}`}</Title>
      <Stack gap={2}><Text size="sm" fw={600}>Patients now</Text><PatientNames patients={patients} /></Stack>
      {users.length === 0 ? <Text c="dimmed">Nobody can see this room.</Text> : (
        // No scroll container: its region would hold nothing focusable (axe: scrollable-region-focusable); the cells wrap.
        <Table striped>
          <Table.Thead>
            <Table.Tr><Table.Th>User</Table.Th><Table.Th>Role</Table.Th><Table.Th>Access</Table.Th><Table.Th>Why</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((u) => (
              <Table.Tr key={u.user.id} data-testid="access-user" data-user={u.user.name}>
                <Table.Td>{u.user.name}</Table.Td>
                <Table.Td><Badge variant="outline">{u.user.role.name}</Badge></Table.Td>
                <Table.Td><Verdict sees={u.sees_patients} label="patients" /></Table.Td>
                <Table.Td><Reasons reasons={u.reasons} /></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
