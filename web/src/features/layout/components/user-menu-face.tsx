import { Group, Text } from '@mantine/core';
import type { components } from '@bedside/openapi/api';
import { UserAvatar } from '../../../components/user-avatar';

type CurrentUser = components['schemas']['CurrentUser'];

/** Avatar and name: the user menu's button, and what stands in for it until the menu has loaded. */
export function UserMenuFace({ user }: { user: CurrentUser }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={user} />
      <Text size="sm" fw={500} visibleFrom="sm">
        {user.display_name}
      </Text>
    </Group>
  );
}
