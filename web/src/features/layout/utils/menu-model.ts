import type { components } from '@bedside/openapi/api';
import { meets, type AccessSubject, type Requirement } from '../../../lib/permissions/permissions';
import type { MenuItem, MenuSet } from '../api/list-menu-sets';
import { visibleMenuSets } from './menu-visibility';

export type PageKind = components['schemas']['PageKind'];

export interface MenuLink {
  kind: 'link';
  id: string;
  label: string;
  to: string;
  disabled: boolean;
  keywords: readonly string[];
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  disabled: boolean;
  expanded: boolean;
  children: MenuNode[];
}

export type MenuNode = MenuLink | MenuGroup;

/** Where a page kind (or a static entry) leads and who may see it. */
export interface MenuTarget {
  to: string;
  requirement?: Requirement;
  keywords?: readonly string[];
}

export interface StaticMenuGroup {
  label: string;
  items: readonly (MenuTarget & { label: string })[];
}

export interface MenuInputs {
  home: MenuTarget & { label: string };
  menuSets: readonly MenuSet[];
  roleId: number;
  showAdminMenu: boolean;
  access: AccessSubject;
  pageTargets: Readonly<Record<PageKind, MenuTarget>>;
  adminGroups: readonly StaticMenuGroup[];
}

function link(id: string, label: string, target: MenuTarget, disabled = false): MenuLink {
  return { kind: 'link', id, label, to: target.to, disabled, keywords: target.keywords ?? [] };
}

function group(id: string, label: string, children: MenuNode[], expanded: boolean): MenuGroup | null {
  if (children.length === 0) return null;
  // Same rule as isGroupDisabled for server items: disabled when every entry is.
  return { kind: 'group', id, label, expanded, children, disabled: children.every((child) => child.disabled) };
}

const present = <T>(value: T | null): value is T => value !== null;

// A server item shows when the user may open its page kind (section 6); `enabled` only greys it.
function fromServerItem(item: MenuItem, inputs: MenuInputs): MenuNode | null {
  if (item.pageType === 'group') {
    const children = (item.menu_items ?? []).map((child) => fromServerItem(child, inputs)).filter(present);
    return group(`item-${item.id}`, item.label, children, false);
  }
  const target = item.page ? inputs.pageTargets[item.page] : undefined;
  if (!target || !meets(inputs.access, target.requirement)) return null;
  return link(`item-${item.id}`, item.label, target, !item.enabled);
}

/**
 * The sidebar (spec section 2): the home set, the server's menu sets the role may see, then the
 * static admin sets for roles with show_admin_menu; entries the user lacks permission for are
 * left out and a group whose entries are all disabled is disabled.
 */
export function buildMenu(inputs: MenuInputs): MenuNode[] {
  const home = link('home', inputs.home.label, inputs.home);
  const serverSets = visibleMenuSets(inputs.menuSets, inputs.roleId).map((set) =>
    group(`set-${set.id}`, set.title, set.menu_items.map((item) => fromServerItem(item, inputs)).filter(present), set.expanded),
  );
  const adminSets = inputs.showAdminMenu
    ? inputs.adminGroups.map((admin) =>
        group(
          `admin-${admin.label}`,
          admin.label,
          admin.items.filter((item) => meets(inputs.access, item.requirement)).map((item) => link(`admin-${admin.label}-${item.label}`, item.label, item)),
          false,
        ),
      )
    : [];
  return [home, ...[...serverSets, ...adminSets].filter(present)];
}

export interface MenuDestination {
  id: string;
  label: string;
  to: string;
  breadcrumbs: string[];
  keywords: readonly string[];
}

/** Every enabled link with the group labels above it (what the command palette searches). */
export function menuDestinations(nodes: readonly MenuNode[], trail: string[] = []): MenuDestination[] {
  return nodes.flatMap((node): MenuDestination[] => {
    if (node.disabled) return [];
    if (node.kind === 'group') return menuDestinations(node.children, [...trail, node.label]);
    // An item named as its group ("Assignments" in Assignments) reads once, not "Assignments / Assignments".
    const breadcrumbs = trail.at(-1) === node.label ? trail.slice(0, -1) : trail;
    return [{ id: node.id, label: node.label, to: node.to, breadcrumbs, keywords: node.keywords }];
  });
}

/** Whether a link is the page being shown (or a page below it). */
export function isActiveLink(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The one link of the menu the page is under: the closest match, so a page under two links lights
 * only the nearer one (/patient-central/nursing-station is Nursing Station's, not also Central
 * Monitoring's). null when no link leads here.
 */
export function activeLinkOf(menu: readonly MenuNode[], pathname: string): string | null {
  let best: string | null = null;
  const visit = (node: MenuNode) => {
    if (node.kind === 'group') node.children.forEach(visit);
    else if (isActiveLink(node.to, pathname) && (best === null || node.to.length > best.length)) best = node.to;
  };
  menu.forEach(visit);
  return best;
}
