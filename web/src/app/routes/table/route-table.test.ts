import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-routes';
import { clinicalRoutes } from './clinical-routes';
import { blankRoutes, publicRoutes } from './outer-routes';
import type { PageRoute, RouteHandle } from './route-meta';

// The same shape as the router: three layouts, the default one ending in a catch-all.
const layouts = { public: publicRoutes, blank: blankRoutes, default: [...clinicalRoutes, ...adminRoutes, { path: '*', handle: { title: 'Page not found' } } as PageRoute] };
const routes: RouteObject[] = Object.entries(layouts).map(([layout, children]) => ({
  id: layout,
  children: children.map((child) => (child.path === '/' ? { index: true, handle: child.handle } : { path: child.path, handle: child.handle })),
}));

function resolve(path: string): { layout: string; handle: RouteHandle } {
  const matches = matchRoutes(routes, path) ?? [];
  return { layout: matches[0]?.route.id ?? 'none', handle: matches.at(-1)?.route.handle as RouteHandle };
}

describe('route table', () => {
  it('has a titled page for every route of the spec', () => {
    const specPaths = [
      '/', '/about', '/care-assignments', '/my-assignments', '/patients', '/patients/add', '/patients/4/edit', '/patients/4/view',
      '/patients/4/overview', '/patients/4/overview/video-summaries', '/patient-monitors/multipause', '/patient-monitors/7/monitoring',
      '/health-system/page_preferences', '/health-system/staff-types/2/edit', '/health-system/aimee-prompts/add', '/health-system/manage-views',
      '/health-system/dynamic-fields/3/edit', '/hospital/preferences', '/hospital/rooms/1/edit', '/hospital/units/1/view', '/hospital/homepage',
      '/user-management/groups/31/view', '/user-management/labelers/add', '/user-management/access-browser', '/monitoring/devices-uptime',
      '/system/partners/api-docs', '/system/feature-flags/2/edit', '/system/aimee-conversations', '/patient-central/team-mode',
      '/patient-central/nursing-station', '/patient-central/nursing-station/9', '/patient-central', '/patient-central/12', '/form-builder/1/edit',
      '/profile', '/labeling', '/delete-labeled-image', '/reporting/data-export', '/reporting/shift-report', '/notifications', '/live-video',
      '/infinity-watch', '/manager-view', '/menu-management', '/operational-live-view', '/patient-tracker', '/time-machine',
      '/advanced-reporting', '/advanced-reporting/5', '/recordings', '/virtual-request-types/3/edit', '/hospital/video_devices/5/edit',
    ];
    for (const path of specPaths) {
      const { layout, handle } = resolve(path);
      expect({ path, layout, notFound: handle.title === 'Page not found' }).toEqual({ path, layout: 'default', notFound: false });
    }
    expect(resolve('/patient-central/team-mode').handle.title).toBe('Team Mode');
    expect(resolve('/system/partners/api-docs').handle.title).toBe('API Docs');
  });

  it('puts sign-in hand-offs, signs and whiteboards in the blank layout and Care Connect in the public one', () => {
    for (const path of ['/h/mercy-general', '/zendesk-auth', '/password-changed', '/fhir-launch', '/fhir', '/digital-whiteboard/room/1', '/digital-sign/patient/2', '/family-note/3']) {
      expect({ path, layout: resolve(path).layout }).toEqual({ path, layout: 'blank' });
    }
    expect(resolve('/care-connect/3').layout).toBe('public');
    expect(resolve('/login').layout).toBe('public');
  });

  it('marks the unsecured, no-division and single-division routes of the spec', () => {
    const unsecured = ['/h/x', '/password-changed', '/fhir-launch', '/fhir', '/family-note/3'];
    for (const path of unsecured) expect({ path, secured: resolve(path).handle.secured }).toEqual({ path, secured: false });
    expect(resolve('/digital-sign/room/1').handle.secured).toBe(true);
    const noDivision = ['/care-assignments', '/my-assignments', '/password-changed', '/fhir-launch', '/patients/4/overview/edit', '/patients/4/overview/monitors'];
    for (const path of noDivision) expect({ path, required: resolve(path).handle.divisionRequired }).toEqual({ path, required: false });
    expect(resolve('/patients/4/overview').handle.divisionRequired).toBe(true);
    expect(resolve('/').handle.allowAll).toBe(false);
    expect(resolve('/hospital/preferences').handle.allowAll).toBe(false);
    expect(resolve('/patients').handle.allowAll).toBe(true);
  });

  it('gives placeholder pages breadcrumbs', () => {
    expect(resolve('/user-management/groups/31/edit').handle).toMatchObject({
      title: 'Edit Group',
      breadcrumbs: [{ label: 'User Management' }, { label: 'Groups', to: '/user-management/groups' }],
    });
  });
});
