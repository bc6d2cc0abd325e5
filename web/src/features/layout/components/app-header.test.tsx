import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/permissions/current-user';
import { useUiFlags } from '../../../lib/ui-flags/ui-flags-store';
import { AppHeader } from './app-header';

const user = {
  name: 'Nora Lindqvist', display_name: 'Nora Lindqvist', avatar_type: 'initials', avatar_color: null, avatar_url: null, hospital: { logo_url: null },
} as CurrentUser;

function renderHeader(who: CurrentUser = user) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <AppHeader
          user={who}
          homePath="/"
          profilePath="/profile"
          onLogout={() => undefined}
          picker={<span>picker</span>}
          search={<span>search</span>}
          notifications={<span>bell</span>}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('AppHeader', () => {
  afterEach(() => {
    cleanup();
    useUiFlags.getState().resetFlags();
  });

  it('shows logo, picker, search, bell and user menu by default', async () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Bedside' }).getAttribute('href')).toBe('/');
    for (const part of ['picker', 'search', 'bell']) expect(screen.getByText(part)).toBeTruthy();
    // The menu loads just after the first paint; until then its face stands in.
    expect(await screen.findByRole('button', { name: 'User menu' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Health system logo' })).toBeNull();
  });

  it("shows the health system's own logo when it has one", () => {
    renderHeader({ ...user, hospital: { ...user.hospital, logo_url: 'https://example.test/mercy.png' } });
    expect(screen.getByRole('img', { name: 'Health system logo' }).getAttribute('src')).toBe('https://example.test/mercy.png');
  });

  it('hides each part whose UI flag is off', () => {
    useUiFlags.getState().setFlags({ showLogo: false, showDivisionPicker: false, showSearch: false, showNotifications: false, showUserMenu: false });
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Bedside' })).toBeNull();
    for (const part of ['picker', 'search', 'bell']) expect(screen.queryByText(part)).toBeNull();
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
    expect(screen.queryByText('Nora Lindqvist')).toBeNull();
  });
});
