// By user: what one user can see, hospital (division) by unit by room, with the reason chain of
// each and the patients in each room now. Only the caller's own divisions are answered.
import { Accordion, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { CenteredLoader } from '../../../components/centered-loader';
import { apiQueryOptions } from '../../../lib/api/api-query';
import { PatientNames } from './patient-names';
import { Reasons, Verdict } from './reasons';
import { ReadError } from '../../../components/load-error';

type Unit = components['schemas']['AccessUnit'];

function UnitRooms({ unit, onRoom }: { unit: Unit; onRoom: (id: number) => void }) {
  return (
    <Stack gap="xs" mt="md" data-testid="access-unit" data-unit={unit.name}>
      <Group gap="sm">
        <Title order={4}>{unit.name}</Title>
        <Verdict sees={unit.sees_unit} label="unit" />
      </Group>
      <Reasons reasons={unit.reasons} />
      {unit.rooms.length === 0 ? <Text size="sm" c="dimmed">This unit has no rooms.</Text> : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr><Table.Th>Room</Table.Th><Table.Th>Access</Table.Th><Table.Th>Why</Table.Th><Table.Th>Patients</Table.Th><Table.Th /></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {unit.rooms.map((room) => (
                <Table.Tr key={room.id} data-testid="access-room" data-room={room.name}>
                  <Table.Td>{room.name}</Table.Td>
                  <Table.Td><Verdict sees={room.sees_patients} label="patients" /></Table.Td>
                  <Table.Td><Reasons reasons={room.reasons} /></Table.Td>
                  <Table.Td><PatientNames patients={room.patients} /></Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" onClick={() => onRoom(room.id)} aria-label={`Who can see ${room.name}`}>Who can see</Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function UserAccess({ userId, divisionId, onRoom }: { userId: number; divisionId: string; onRoom: (id: number) => void }) {
  const access = useQuery(apiQueryOptions('getUserAccess', { id: userId, division_id: divisionId }));
  if (access.isPending) return <CenteredLoader />;
  if (access.isError) return <ReadError error={access.error} message="The user's access could not be loaded." onRetry={() => void access.refetch()} retrying={access.isFetching} />;
  const { user, permissions, divisions } = access.data;
  return (
    <Stack gap="md" data-testid="user-access">
      <Group gap="sm">
        <Title order={3}>{user.name}</Title>
        <Badge variant="outline">{user.role.name}</Badge>
        {user.blocked ? <Badge color="red">Blocked</Badge> : null}
      </Group>
      <Reasons reasons={permissions} />
      <Accordion multiple defaultValue={divisions.map((d) => String(d.id))} variant="separated">
        {divisions.map((d) => (
          <Accordion.Item key={d.id} value={String(d.id)} data-testid="access-division" data-division={d.name}>
            <Accordion.Control>
              <Group gap="sm">
                <Text fw={600}>{d.name}</Text>
                <Badge color={d.assigned ? 'green' : 'gray'} variant="light">{d.assigned ? 'Division assigned' : 'Division not assigned'}</Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {d.units.map((unit) => <UnitRooms key={unit.id} unit={unit} onRoom={onRoom} />)}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
