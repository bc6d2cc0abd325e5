// A group's members, rooms and units on its record page, each a list a reader can follow: a unit
// opens its page (edit or view, as the named target says), a room its edit page and a member
// their user page for those who may edit them (rooms and users have no view page).
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { components } from '@bedside/openapi/api';
import { rooms, units } from '@bedside/resources';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { subjectHref } from '../../../app/paths';
import { accessSubjectOf, can, type AccessSubject } from '../../../lib/permissions/permissions';

type Group = components['schemas']['Group'];
type Named = Group['members'][number];

const USERS_BASE = '/user-management/users';

interface ListProps { title: string; testId: string; items: readonly Named[]; empty: string; link: ((item: Named) => string) | null }

function NamedList({ title, testId, items, empty, link }: ListProps) {
  return (
    <Stack gap="xs" mt="md" data-testid={testId}>
      <Title order={4}>{title}</Title>
      {items.length === 0 ? <Text size="sm" c="dimmed">{empty}</Text> : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
          {items.map((item) => (link
            ? <Anchor key={item.id} component={Link} to={link(item)} size="sm">{item.name}</Anchor>
            : <Text key={item.id} size="sm">{item.name}</Text>))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

const editLink = (access: AccessSubject, resource: string, base: string) =>
  (can(access, 'Edit', resource) ? (item: Named) => `${base}/${item.id}/edit` : null);

export function GroupLists({ row }: { row: Group }) {
  const access = accessSubjectOf(useCurrentUser());
  const query = { division_id: row.division.id };
  const unitLink = can(access, 'View', 'Unit') ? (item: Named) => subjectHref(units.routes.name, access, { id: item.id }, query) : null;
  return (
    <>
      <NamedList title="Members" testId="group-members" items={row.members} empty="This group has no members." link={editLink(access, 'User', USERS_BASE)} />
      <NamedList title="Rooms" testId="group-rooms" items={row.rooms} empty="This group has no rooms." link={editLink(access, 'Room', rooms.routes.base)} />
      <NamedList title="Units" testId="group-units" items={row.units} empty="This group has no units." link={unitLink} />
    </>
  );
}
