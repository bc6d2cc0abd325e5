import { customFields, featureFlags, logEntries, roles, rooms, staffTypes, units, users as userAccounts, dynamicFieldValues, savedViews, videoDevices, videoReasons, hospitals, tags, menuSets, devicesUptime, inboundRequests, groups, healthSystemPreferences, divisionPreferences, divisionHomepages, pagePreferences, aimeePrompts, familyMembers, labelers, partners, adtMessages,backgroundJobs, nurseCalls, aimeeConversations } from '@bedside/resources';
import { editRule, resourceRoutes, viewRule } from './resource-routes';
import { crud, route, type Crumb, type PageRoute } from './route-meta';
import { allOf, rule } from '../../../lib/permissions/permissions';

// Administration areas of the default layout (spec section 2): /health-system, /hospital,
// /user-management, /monitoring, /system.
const hospital: Crumb[] = [{ label: 'Hospital' }];
const users: Crumb[] = [{ label: 'User Management' }];
const monitoring: Crumb[] = [{ label: 'Monitoring' }];
const system: Crumb[] = [{ label: 'System' }];

export const adminRoutes: PageRoute[] = [
  // One per health system, like its Preferences.
  ...resourceRoutes(pagePreferences, { list: () => import('../singleton-record') }),
  ...resourceRoutes(staffTypes),
  ...resourceRoutes(aimeePrompts),
  ...resourceRoutes(customFields),
  ...resourceRoutes(tags),
  ...resourceRoutes(videoReasons),
  ...resourceRoutes(savedViews),
  ...resourceRoutes(hospitals),
  // A singleton: its path opens the edit form of the caller's own health system.
  ...resourceRoutes(healthSystemPreferences, { list: () => import('../singleton-record') }),
  ...resourceRoutes(dynamicFieldValues),

  // Hospital preferences apply to one division at a time: the path opens the current division's form.
  ...resourceRoutes(divisionPreferences, { list: () => import('../singleton-record') }),
  ...resourceRoutes(rooms),
  ...resourceRoutes(units),
  // The devices screen shows network identifiers: View VideoDevice, whatever the address bar says
  // (the descriptor's permission). Devices are registered by provisioning, so Add stays a placeholder.
  ...resourceRoutes(videoDevices),
  ...crud('/hospital/video_devices', videoDevices.labels, hospital, ['add'], { requirement: editRule(videoDevices) }),
  // What the home page shows, one division at a time like the preferences.
  ...resourceRoutes(divisionHomepages, { list: () => import('../singleton-record') }),

  ...resourceRoutes(userAccounts),
  ...resourceRoutes(roles),
  ...resourceRoutes(groups),
  ...resourceRoutes(familyMembers),
  ...resourceRoutes(labelers),
  // Read-only answers over users, groups, rooms and units: all four View rules (shell §6), as the server asks.
  route('/user-management/access-browser', 'Access Browser', {
    breadcrumbs: users, requirement: allOf(rule('View', 'User'), rule('View', 'Group'), rule('View', 'Room'), rule('View', 'Unit')), page: () => import('../access-browser'),
  }),

  ...resourceRoutes(inboundRequests),
  ...resourceRoutes(logEntries),
  route('/monitoring/system-overview', 'System Overview', {
    breadcrumbs: monitoring, requirement: rule('View', 'SystemMonitoring'), page: () => import('../system-overview'),
  }),
  ...resourceRoutes(devicesUptime),
  ...resourceRoutes(adtMessages),
  ...resourceRoutes(nurseCalls),

  ...resourceRoutes(partners),
  // The provider contract, rendered by a documentation viewer loaded only on this route.
  route('/system/partners/api-docs', 'API Docs', {
    breadcrumbs: [...system, { label: 'Partner API', to: '/system/partners' }], requirement: viewRule(partners), page: () => import('../api-docs'),
  }),
  ...resourceRoutes(backgroundJobs),
  ...resourceRoutes(featureFlags),
  // App Modules: the spec's single path /menu-management, with the pattern's add, edit and view below it.
  ...resourceRoutes(menuSets),
  // Sends over the simulator's MLLP listener, so Manage System as every System screen (shell §6).
  route('/system/test-adt', 'Test ADT Feed', { breadcrumbs: system, requirement: rule('Manage', 'System'), page: () => import('../test-adt-feed') }),
  route('/system/test-nurse-call', 'Test Nurse Call', { breadcrumbs: system, requirement: rule('Manage', 'System'), page: () => import('../test-nurse-call') }),
  // View AimeeConversation (live video §6): the list and each conversation's transcript.
  ...resourceRoutes(aimeeConversations),
];
