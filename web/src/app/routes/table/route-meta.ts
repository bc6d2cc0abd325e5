import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { Requirement } from '../../../lib/permissions/permissions';

export interface Crumb {
  label: string;
  to?: string;
}

/** What the shell needs to know about a route; carried in the route's `handle`. */
export interface RouteHandle {
  title: string;
  /** Trail above the title (the title itself is the last crumb). */
  breadcrumbs: Crumb[];
  /** false: reachable without sign-in (spec: unsecured). */
  secured: boolean;
  /** false: the page needs no division; the picker hides and division_id rides in the query. */
  divisionRequired: boolean;
  /** false: the page works in one division only; '*' falls back to the default division. */
  allowAll: boolean;
  /** What the user needs to see the page (as its menu entry); others get the no-permission page. */
  requirement?: Requirement;
  /** The resource descriptor key of a generic resource page (routes/resource/*). */
  resource?: string;
}

/** A page module: what `lazy` loads (a React Router route module). */
export interface PageModule {
  Component?: ComponentType | null;
  loader?: LoaderFunction;
}

export interface PageRoute {
  path: string;
  handle: RouteHandle;
  /** The page's code; routes without one show the titled placeholder page. */
  page?: () => Promise<PageModule>;
  /** Runs after the shell's rules, before the page module's own loader. */
  loader?: LoaderFunction;
}

export type RouteOptions = Partial<Omit<RouteHandle, 'title'>> & { page?: PageRoute['page'] };

export function route(path: string, title: string, options: RouteOptions = {}): PageRoute {
  const { page, ...meta } = options;
  return {
    path,
    page,
    handle: { title, breadcrumbs: [], secured: true, divisionRequired: true, allowAll: true, ...meta },
  };
}

type Variant = 'list' | 'add' | 'edit' | 'view';

/** The usual set of an admin area: list, add, {id}/edit and, where the spec says so, {id}/view. */
export function crud(
  base: string,
  names: { plural: string; singular: string },
  trail: Crumb[],
  variants: readonly Variant[] = ['list', 'add', 'edit'],
  options: RouteOptions = {},
): PageRoute[] {
  const inside = [...trail, { label: names.plural, to: base }];
  const byVariant: Record<Variant, () => PageRoute> = {
    list: () => route(base, names.plural, { ...options, breadcrumbs: trail }),
    add: () => route(`${base}/add`, `Add ${names.singular}`, { ...options, breadcrumbs: inside }),
    edit: () => route(`${base}/:id/edit`, `Edit ${names.singular}`, { ...options, breadcrumbs: inside }),
    view: () => route(`${base}/:id/view`, names.singular, { ...options, breadcrumbs: inside }),
  };
  return variants.map((variant) => byVariant[variant]());
}
