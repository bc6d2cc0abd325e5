// The rooms of a unit on its record page, as a reader of the unit expects to see what it holds.
// Rooms have no view page, so a room links to its edit page only for users who may edit rooms.
import { Anchor, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { components } from '@bedside/openapi/api';
import { rooms } from '@bedside/resources';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { apiQueryOptions } from '../../../lib/api/api-query';
import { accessSubjectOf, can } from '../../../lib/permissions/permissions';
import { ReadError } from '../../../components/load-error';

type Unit = components['schemas']['Unit'];

/** The list asks for at most this many; a larger unit says how many more it holds. */
const SHOWN = 100;

export function UnitRooms({ row }: { row: Unit }) {
  const access = accessSubjectOf(useCurrentUser());
  const mayView = can(access, 'View', 'Room');
  const mayEdit = can(access, 'Edit', 'Room');
  const list = useQuery({
    ...apiQueryOptions('listRooms', {
      division_id: String(row.division.id), per_page: SHOWN, order_by: { field: 'name', direction: 'asc' }, filters: { unit_id: row.id },
    }),
    enabled: mayView,
  });
  if (!mayView) return null;
  const body = () => {
    if (list.error) return <ReadError error={list.error} message="The unit's rooms could not be loaded." onRetry={() => void list.refetch()} retrying={list.isFetching} />;
    if (!list.data) return <Loader size="sm" />;
    const { results, metadata } = list.data;
    if (!results.length) return <Text size="sm" c="dimmed">This unit has no rooms.</Text>;
    return (
      <>
        <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} spacing="xs">
          {results.map((room) => (mayEdit
            ? <Anchor key={room.id} component={Link} to={`${rooms.routes.base}/${room.id}/edit`} size="sm">{room.name}</Anchor>
            : <Text key={room.id} size="sm">{room.name}</Text>))}
        </SimpleGrid>
        {metadata.count > results.length ? <Text size="xs" c="dimmed">Showing {results.length} of {metadata.count} rooms</Text> : null}
      </>
    );
  };
  return (
    <Stack gap="xs" mt="md" data-testid="unit-rooms">
      <Title order={4}>Rooms</Title>
      {body()}
    </Stack>
  );
}
