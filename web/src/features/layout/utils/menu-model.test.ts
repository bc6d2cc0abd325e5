import { describe, expect, it } from 'vitest';
import { rule, type AccessSubject } from '../../../lib/permissions/permissions';
import type { MenuSet } from '../api/list-menu-sets';
import { activeLinkOf, buildMenu, isActiveLink, menuDestinations, type MenuGroup, type MenuInputs, type MenuNode, type PageKind } from './menu-model';

const targets = Object.fromEntries(
  (['patients_list', 'patient_monitors', 'central_monitoring', 'assignments', 'infinity_watch', 'team_mode', 'nursing_station', 'shift_report', 'patient_tracker', 'operational_live_view', 'patient_timeline', 'advanced_reporting', 'recordings', 'care_assignments', 'my_home'] as const).map(
    (kind) => [kind, { to: `/${kind}`, requirement: rule('View', kind) }],
  ),
) as unknown as Record<PageKind, { to: string }>;
targets.my_home = { to: '/', requirement: { staffKindOtherThan: ['virtual_observer'] } } as never;

const item = (id: number, page: PageKind, enabled = true) => ({ id, label: `Item ${id}`, icon: 'x', enabled, page, pageType: 'item' as const });
const set = (id: number, menuItems: MenuSet['menu_items'], extra: Partial<MenuSet> = {}): MenuSet => ({
  id, title: `Set ${id}`, icon: 'x', expanded: true, enabled: true, roles: [], role_names: [], menu_items: menuItems, updated_at: '2026-01-01T00:00:00Z', ...extra,
});
const access = (...resources: string[]): AccessSubject => ({ permissions: resources.map((resource) => ({ action: 'View', resource })), staffKinds: [] });

function inputs(overrides: Partial<MenuInputs>): MenuInputs {
  return {
    home: { label: 'Home', to: '/' },
    menuSets: [],
    roleId: 4,
    showAdminMenu: false,
    access: access(),
    pageTargets: targets,
    adminGroups: [{ label: 'Hospitals', items: [{ label: 'Rooms', to: '/hospital/rooms', requirement: rule('View', 'Room') }, { label: 'Units', to: '/hospital/units', requirement: rule('View', 'Unit') }] }],
    ...overrides,
  };
}

const labels = (nodes: ReturnType<typeof buildMenu>) => nodes.map((node) => node.label);

describe('buildMenu', () => {
  it('puts Home first, then the server sets, then the admin sets for show_admin_menu roles', () => {
    const menuSets = [set(1, [item(11, 'patients_list')])];
    const admin = inputs({ menuSets, showAdminMenu: true, access: access('patients_list', 'Room') });
    expect(labels(buildMenu(admin))).toEqual(['Home', 'Set 1', 'Hospitals']);
    expect(labels(buildMenu({ ...admin, showAdminMenu: false }))).toEqual(['Home', 'Set 1']);
  });

  it('leaves out entries the user may not open and groups left empty', () => {
    const menu = buildMenu(inputs({ menuSets: [set(1, [item(11, 'patients_list'), item(12, 'recordings')]), set(2, [item(21, 'recordings')])], showAdminMenu: true, access: access('patients_list', 'Unit') }));
    expect(labels(menu)).toEqual(['Home', 'Set 1', 'Hospitals']);
    expect(labels((menu[1] as MenuGroup).children)).toEqual(['Item 11']);
    expect(labels((menu[2] as MenuGroup).children)).toEqual(['Units']);
  });

  it('shows sets that are enabled and unrestricted or list the role', () => {
    const menuSets = [set(1, [item(11, 'patients_list')], { roles: [3] }), set(2, [item(21, 'patients_list')], { enabled: false }), set(3, [item(31, 'patients_list')], { roles: [4] })];
    expect(labels(buildMenu(inputs({ menuSets, access: access('patients_list') })))).toEqual(['Home', 'Set 3']);
  });

  it('disables a group whose items are all disabled', () => {
    const menuSets = [set(1, [item(11, 'patients_list', false), item(12, 'recordings', false)]), set(2, [item(21, 'patients_list', false), item(22, 'recordings')])];
    const [, first, second] = buildMenu(inputs({ menuSets, access: access('patients_list', 'recordings') }));
    expect(first?.disabled).toBe(true);
    expect(second?.disabled).toBe(false);
  });

  it('shows My home to staff other than virtual observers', () => {
    const menuSets = [set(1, [item(11, 'my_home')])];
    expect(labels(buildMenu(inputs({ menuSets, access: { ...access(), staffKinds: ['virtual_observer'] } })))).toEqual(['Home']);
    expect(labels(buildMenu(inputs({ menuSets, access: { ...access(), staffKinds: ['eicu'] } })))).toEqual(['Home', 'Set 1']);
  });
});

describe('menuDestinations', () => {
  it('lists enabled links with the groups above them', () => {
    const menu = buildMenu(inputs({ menuSets: [set(1, [item(11, 'patients_list'), item(12, 'recordings', false)])], access: access('patients_list', 'recordings') }));
    expect(menuDestinations(menu).map(({ label, breadcrumbs, to }) => ({ label, breadcrumbs, to }))).toEqual([
      { label: 'Home', breadcrumbs: [], to: '/' },
      { label: 'Item 11', breadcrumbs: ['Set 1'], to: '/patients_list' },
    ]);
  });

  it('does not repeat a group title its only-named item already says (no "Assignments / Assignments")', () => {
    const named = { ...item(21, 'assignments'), label: 'Assignments' };
    const menu = buildMenu(inputs({ menuSets: [set(2, [named, item(22, 'recordings')], { title: 'Assignments' })], access: access('assignments', 'recordings') }));
    const shown = menuDestinations(menu).map((d) => [...d.breadcrumbs, d.label].join(' / '));
    expect(shown).toEqual(['Home', 'Assignments', 'Assignments / Item 22']);
  });
});

describe('activeLinkOf', () => {
  it('lights the closest link only: a page under two links is the nearer one\'s', () => {
    const link = (id: string, to: string): MenuNode => ({ kind: 'link', id, label: id, to, disabled: false, keywords: [] });
    const menu: MenuNode[] = [
      link('home', '/'),
      { kind: 'group', id: 'central', label: 'Central', disabled: false, expanded: false, children: [link('wall', '/patient-central'), link('station', '/patient-central/nursing-station')] },
    ];
    expect(activeLinkOf(menu, '/patient-central/nursing-station/4')).toBe('/patient-central/nursing-station');
    expect(activeLinkOf(menu, '/patient-central/12')).toBe('/patient-central');
    expect(activeLinkOf(menu, '/')).toBe('/');
    expect(activeLinkOf(menu, '/patients')).toBeNull();
  });
});

describe('isActiveLink', () => {
  it('matches the page and pages below it, and Home only exactly', () => {
    expect(isActiveLink('/hospital/rooms', '/hospital/rooms/4/edit')).toBe(true);
    expect(isActiveLink('/hospital/rooms', '/hospital/roomsx')).toBe(false);
    expect(isActiveLink('/', '/patients')).toBe(false);
  });
});
