import { generatePath } from 'react-router';
import { resources, type AnyResource } from '@bedside/resources';
import { AUTH_CALLBACK_PATH } from '../lib/auth/return-path';
import { can, type AccessSubject } from '../lib/permissions/permissions';

/** Paths the app links to by name; the full route table is in routes/table/. */
export const paths = {
  home: '/',
  login: '/login',
  authCallback: AUTH_CALLBACK_PATH,
  hospitalRedirect: '/h/:orgId',
  profile: '/profile',
  about: '/about',
  notifications: '/notifications',
  privacy: '/privacy',
  patients: '/patients',
  patientMonitors: '/patient-monitors',
  videoDevices: '/hospital/video_devices',
  myAssignments: '/my-assignments',
} as const;

/** /login, remembering the page to come back to after sign-in. */
export function loginPath(redirectTo?: string): string {
  return redirectTo ? `${paths.login}?redirect=${encodeURIComponent(redirectTo)}` : paths.login;
}

/** Named link targets (spec section 2) that are not a resource's pages. */
const staticNamed = {
  'patients.overview.edit': '/patients/:id/overview/edit',
} as const;

/** A resource's record pages by name, from its descriptor: `${name}.edit`, `${name}.view` and named extras. */
function resourceNamed(d: AnyResource): [string, string][] {
  const { base, name, variants, extra = [] } = d.routes;
  const own = variants.filter((v) => v === 'edit' || v === 'view').map((v): [string, string] => [`${name}.${v}`, `${base}/:id/${v}`]);
  return [...own, ...extra.filter((x) => x.name).map((x): [string, string] => [`${name}.${x.name}`, `${base}/${x.path}`])];
}

export const namedRoutes: Readonly<Record<string, string>> = { ...staticNamed, ...Object.fromEntries(resources.flatMap(resourceNamed)) };

/** A static name, or a resource page's (`hospital.video_devices.edit`, `patient-monitors.monitoring`). */
export type RouteName = keyof typeof staticNamed | `${string}.${'edit' | 'view' | 'monitoring'}`;
export type RouteQuery = Record<string, string | number | null | undefined>;

/** The URL of a named target: href('hospital.rooms.edit', { id: 4 }, { division_id: 2 }). */
export function href(name: RouteName, params: { id: string | number }, query: RouteQuery = {}): string {
  const pattern = namedRoutes[name];
  if (!pattern) throw new Error(`unknown named route ${name}`);
  const path = generatePath(pattern, { id: String(params.id) });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Subjects that link to an edit page for users who may edit them and a view page otherwise. */
const subjectResources: Readonly<Record<string, string>> = Object.fromEntries(
  resources.filter((d) => d.routes.variants.includes('view')).map((d) => [d.routes.name, d.permission.resource]),
);

export type EditableSubject = (typeof resources)[number]['routes']['name'];

export function subjectRouteName(subject: EditableSubject, access: AccessSubject): RouteName {
  return can(access, 'Edit', subjectResources[subject] ?? '') ? `${subject}.edit` : `${subject}.view`;
}

/** href of a subject's page: its edit variant when the user may edit that subject, else view. */
export function subjectHref(subject: EditableSubject, access: AccessSubject, params: { id: string | number }, query?: RouteQuery): string {
  return href(subjectRouteName(subject, access), params, query);
}
