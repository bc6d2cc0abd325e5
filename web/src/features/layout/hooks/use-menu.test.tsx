// The server's menu sets answered in another shape (a paged list): the sidebar says the menu could
// not be read, keeps what it can (Home, or the sets last read), and Try Again reads them again.
// Before, building the menu threw while the shell was drawn and the app's error page replaced it.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/permissions/current-user';
import { renderWithApi, type Answer } from '../../../testing/render-with-api';
import { MENU_UNREADABLE, type MenuSet } from '../api/list-menu-sets';
import { Sidebar } from '../components/sidebar';
import type { MenuInputs } from '../utils/menu-model';
import { useMenu } from './use-menu';

const user = { role: { id: 4, show_admin_menu: false }, permissions: [], staff_types: [] } as unknown as CurrentUser;
const config = { home: { label: 'Home', to: '/' }, pageTargets: { patients_list: { to: '/patients' } }, adminGroups: [] } as unknown as Pick<MenuInputs, 'home' | 'pageTargets' | 'adminGroups'>;
const wards: MenuSet = {
  id: 1, title: 'Wards', icon: 'x', expanded: true, enabled: true, roles: [], role_names: [], updated_at: '2026-01-01T00:00:00Z',
  menu_items: [{ id: 11, label: 'Patients', icon: 'x', enabled: true, page: 'patients_list', pageType: 'item' }],
};

function Menu() {
  const menu = useMenu(user, config);
  return <Sidebar menu={menu.nodes} onRetryMenu={menu.retry} />;
}

function show(answers: unknown[]) {
  const answer: Answer = () => ({ status: 200, body: answers.shift() });
  renderWithApi(<MemoryRouter><Menu /></MemoryRouter>, { 'GET /menu_sets': answer });
}

afterEach(cleanup);

describe('useMenu with the sidebar', () => {
  it('an answer of another shape: says so with Home still there, and Try Again reads the sets again', async () => {
    show([{ results: [wards], metadata: { count: 1 } }, [wards]]);

    expect(await screen.findByText(MENU_UNREADABLE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('link', { name: 'Patients' })).toBeTruthy();
    expect(screen.queryByText(MENU_UNREADABLE)).toBeNull();
  });

  it('items of another shape (a label that is not a text) are not drawn: the menu says it could not be read', async () => {
    show([[{ ...wards, menu_items: [{ ...wards.menu_items[0], label: { en: 'Patients' } }] }]]);

    expect(await screen.findByText(MENU_UNREADABLE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });
});
