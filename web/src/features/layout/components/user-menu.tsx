import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { components } from '@bedside/openapi/api';
import { UserAvatar } from '../../../components/user-avatar';

type CurrentUser = components['schemas']['CurrentUser'];

interface UserMenuProps {
  user: CurrentUser;
  profilePath: string;
  onLogout: () => void;
}

export function UserMenu({ user, profilePath, onLogout }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <Group gap="sm" wrap="nowrap">
            <UserAvatar user={user} />
            <Text size="sm" fw={500} visibleFrom="sm">
              {user.display_name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={profilePath}>
          Profile
        </Menu.Item>
        <Menu.Item onClick={onLogout}>Log Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
