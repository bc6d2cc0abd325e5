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
  const letters = initials(user.name);
  return {
    initials: letters,
    color: user.avatar_color || DEFAULT_AVATAR_COLOR,
    size,
    // Three letters in bold at 0.4 of the size ("WMW" about 43 px at 16 px) spilled past a 40 px
    // circle; 0.3 keeps them inside. Small avatars keep legible initials.
    fontSize: Math.max(11, (letters.length > 2 ? 0.3 : 0.4) * size),
    imageUrl: user.avatar_type === 'image' ? user.avatar_url : null,
  };
}
