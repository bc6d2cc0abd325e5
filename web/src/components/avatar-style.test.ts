import { describe, expect, it } from 'vitest';
import { avatarStyle, initials } from './avatar-style';

const user = { name: 'Nora Ann Lee Smith', avatar_type: 'initials', avatar_color: null, avatar_url: null } as const;

describe('initials', () => {
  it('takes the first letters of up to three words, upper case', () => {
    expect(initials('nora ann lee smith')).toBe('NAL');
    expect(initials('  Maria   Lopez ')).toBe('ML');
    expect(initials('cher')).toBe('C');
  });
});

describe('avatarStyle', () => {
  it('defaults to colour #1E88E5 and size 40 with a 16 px font', () => {
    expect(avatarStyle(user)).toEqual({ initials: 'NAL', color: '#1E88E5', size: 40, fontSize: 16, imageUrl: null });
  });

  it('keeps the font at 11 px or more for small avatars', () => {
    expect(avatarStyle(user, 20).fontSize).toBe(11);
    expect(avatarStyle(user, 60).fontSize).toBe(24);
  });

  it("uses the user's colour and, for image avatars, the image", () => {
    const style = avatarStyle({ ...user, avatar_type: 'image', avatar_color: '#43A047', avatar_url: '/a.png' });

    expect(style.color).toBe('#43A047');
    expect(style.imageUrl).toBe('/a.png');
  });

  it('ignores the image URL of an initials avatar', () => {
    expect(avatarStyle({ ...user, avatar_url: '/a.png' }).imageUrl).toBeNull();
  });
});
