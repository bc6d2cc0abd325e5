import { Avatar } from '@mantine/core';
import type { components } from '@bedside/openapi/api';
import { avatarStyle } from './avatar-style';

type CurrentUser = components['schemas']['CurrentUser'];

interface UserAvatarProps {
  user: Pick<CurrentUser, 'name' | 'avatar_type' | 'avatar_color' | 'avatar_url'>;
  size?: number;
}

export function UserAvatar({ user, size }: UserAvatarProps) {
  const style = avatarStyle(user, size);
  return (
    <Avatar
      src={style.imageUrl}
      alt={user.name}
      size={style.size}
      radius="xl"
      color={style.color}
      variant="filled"
      styles={{ placeholder: { fontSize: style.fontSize } }}
    >
      {style.initials}
    </Avatar>
  );
}
