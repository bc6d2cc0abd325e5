// A resource's pages from its descriptor (resources/src): list, add, {id}/edit, {id}/view and its
// extra pages, with titles, breadcrumbs and the permission each needs (view: the descriptor's
// view rule; add, edit and `edit` extras: its edit rule). Generic pages serve the variants unless
// the feature gives its own.
import type { AnyResource, Variant } from '@bedside/resources';
import { rule } from '../../../lib/permissions/permissions';
import { can, type AccessSubject } from '../../../lib/permissions/permissions';
import { route, type Crumb, type PageRoute } from './route-meta';

type Page = NonNullable<PageRoute['page']>;

const generic: Record<Variant, Page> = {
  list: () => import('../resource/list-page'),
  view: () => import('../resource/show-page'),
  add: () => import('../resource/form-page'),
  edit: () => import('../resource/form-page'),
};

export const viewRule = (d: AnyResource) => rule(d.permission.view ?? 'View', d.permission.resource);
export const editRule = (d: AnyResource) => rule(d.permission.edit ?? 'Edit', d.permission.resource);

/** `pages`: a feature's own page for a variant or an extra path (`:id/monitoring`). */
export function resourceRoutes(d: AnyResource, pages: Partial<Record<string, Page>> = {}): PageRoute[] {
  const { base, trail, variants, extra = [] } = d.routes;
  const inside: Crumb[] = [...trail, { label: d.labels.plural, to: base }];
  const common = { resource: d.key, allowAll: d.routes.allowAll ?? true };
  const paths: Record<Variant, [string, string, Crumb[]]> = {
    list: [base, d.labels.plural, [...trail]],
    add: [`${base}/add`, `Add ${d.labels.singular}`, inside],
    edit: [`${base}/:id/edit`, `Edit ${d.labels.singular}`, inside],
    view: [`${base}/:id/view`, d.labels.singular, inside],
  };
  // Extra static paths (multipause) come before :id paths only matter to matching order in the
  // router's ranking, which prefers static segments anyway.
  const extras = extra.map((x) => route(`${base}/${x.path}`, x.title, {
    ...common, breadcrumbs: inside, requirement: x.edit ? editRule(d) : viewRule(d), page: pages[x.path],
  }));
  const own = variants.map((variant) => {
    const [path, title, breadcrumbs] = paths[variant];
    const requirement = variant === 'add' || variant === 'edit' ? editRule(d) : viewRule(d);
    return route(path, title, { ...common, breadcrumbs, requirement, page: pages[variant] ?? generic[variant] });
  });
  return [...own, ...extras];
}

/** The record's page: edit for users who may edit it (and the resource has an edit page), else view. */
export function recordPath(d: AnyResource, access: AccessSubject, id: number): string {
  const mayEdit = d.routes.variants.includes('edit') && can(access, d.permission.edit ?? 'Edit', d.permission.resource);
  return `${d.routes.base}/${id}/${mayEdit || !d.routes.variants.includes('view') ? 'edit' : 'view'}`;
}
