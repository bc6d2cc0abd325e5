import { Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { components } from '@bedside/openapi/api';
import { UserMenuFace } from './user-menu-face';

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
          <UserMenuFace user={user} />
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
