import { generatePath } from 'react-router';
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
} as const;

/** /login, remembering the page to come back to after sign-in. */
export function loginPath(redirectTo?: string): string {
  return redirectTo ? `${paths.login}?redirect=${encodeURIComponent(redirectTo)}` : paths.login;
}

/** Named link targets (spec section 2), so links do not spell paths by hand. */
export const namedRoutes = {
  'patients.overview.edit': '/patients/:id/overview/edit',
  'hospital.rooms.edit': '/hospital/rooms/:id/edit',
  'patient-monitors.monitoring': '/patient-monitors/:id/monitoring',
  'hospital.units.edit': '/hospital/units/:id/edit',
  'hospital.units.view': '/hospital/units/:id/view',
  'user-management.groups.edit': '/user-management/groups/:id/edit',
  'user-management.groups.view': '/user-management/groups/:id/view',
  'hospital.video_devices.edit': '/hospital/video_devices/:id/edit',
  'hospital.video_devices.view': '/hospital/video_devices/:id/view',
} as const;

export type RouteName = keyof typeof namedRoutes;
export type RouteQuery = Record<string, string | number | null | undefined>;

/** The URL of a named target: href('hospital.rooms.edit', { id: 4 }, { division_id: 2 }). */
export function href(name: RouteName, params: { id: string | number }, query: RouteQuery = {}): string {
  const path = generatePath(namedRoutes[name], { id: String(params.id) });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Subjects that link to an edit page for users who may edit them and a view page otherwise. */
const subjectResources = {
  'hospital.units': 'Unit',
  'user-management.groups': 'Group',
  'hospital.video_devices': 'VideoDevice',
} as const;

export type EditableSubject = keyof typeof subjectResources;

export function subjectRouteName(subject: EditableSubject, access: AccessSubject): RouteName {
  return can(access, 'Edit', subjectResources[subject]) ? `${subject}.edit` : `${subject}.view`;
}

/** href of a subject's page: its edit variant when the user may edit that subject, else view. */
export function subjectHref(subject: EditableSubject, access: AccessSubject, params: { id: string | number }, query?: RouteQuery): string {
  return href(subjectRouteName(subject, access), params, query);
}
