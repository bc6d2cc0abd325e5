import type { components } from '@bedside/openapi/api';

type CurrentUser = components['schemas']['CurrentUser'];

export const DEFAULT_AVATAR_COLOR = '#1E88E5';
export const DEFAULT_AVATAR_SIZE = 40;

export interface AvatarStyle {
  initials: string;
  color: string;
  size: number;
  fontSize: number;
  imageUrl: string | null;
}

/** First letters of up to three words of the name, upper case. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

export function avatarStyle(
  user: Pick<CurrentUser, 'name' | 'avatar_type' | 'avatar_color' | 'avatar_url'>,
  size = DEFAULT_AVATAR_SIZE,
): AvatarStyle {
  return {
    initials: initials(user.name),
    color: user.avatar_color || DEFAULT_AVATAR_COLOR,
    size,
    // Small avatars keep legible initials.
    fontSize: Math.max(11, 0.4 * size),
    imageUrl: user.avatar_type === 'image' ? user.avatar_url : null,
  };
}
