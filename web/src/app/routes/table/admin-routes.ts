import { customFields, featureFlags, groups, logEntries, roles, rooms, staffTypes, units, videoDevices, videoReasons } from '@bedside/resources';
import { editRule, resourceRoutes } from './resource-routes';
import { crud, route, type Crumb, type PageRoute } from './route-meta';

// Administration areas of the default layout (spec section 2): /health-system, /hospital,
// /user-management, /monitoring, /system.
const healthSystem: Crumb[] = [{ label: 'Health System' }];
const hospital: Crumb[] = [{ label: 'Hospital' }];
const users: Crumb[] = [{ label: 'User Management' }];
const monitoring: Crumb[] = [{ label: 'Monitoring' }];
const system: Crumb[] = [{ label: 'System' }];

export const adminRoutes: PageRoute[] = [
  route('/health-system/page_preferences', 'Page Preferences', { breadcrumbs: healthSystem }),
  ...resourceRoutes(staffTypes),
  ...crud('/health-system/aimee-prompts', { plural: 'Aimee Prompts', singular: 'Aimee Prompt' }, healthSystem),
  ...resourceRoutes(customFields),
  ...crud('/health-system/tags', { plural: 'Attributes', singular: 'Attribute' }, healthSystem),
  ...resourceRoutes(videoReasons),
  ...crud('/health-system/manage-views', { plural: 'Views', singular: 'View' }, healthSystem, ['list', 'edit']),
  ...crud('/health-system/hospitals', { plural: 'Hospitals', singular: 'Hospital' }, healthSystem),
  route('/health-system/preferences', 'Preferences', { breadcrumbs: healthSystem }),
  ...crud('/health-system/dynamic-fields', { plural: 'Dynamic Fields', singular: 'Dynamic Field' }, healthSystem, ['list', 'edit']),

  // Hospital preferences apply to one division at a time.
  route('/hospital/preferences', 'Preferences', { breadcrumbs: hospital, allowAll: false }),
  ...resourceRoutes(rooms),
  ...resourceRoutes(units),
  // The devices screen shows network identifiers: View VideoDevice, whatever the address bar says
  // (the descriptor's permission). Devices are registered by provisioning, so Add stays a placeholder.
  ...resourceRoutes(videoDevices),
  ...crud('/hospital/video_devices', videoDevices.labels, hospital, ['add'], { requirement: editRule(videoDevices) }),
  route('/hospital/homepage', 'Homepage', { breadcrumbs: hospital }),

  ...crud('/user-management/users', { plural: 'Users', singular: 'User' }, users),
  ...resourceRoutes(roles),
  ...resourceRoutes(groups),
  ...crud('/user-management/family-connect', { plural: 'Family Connect', singular: 'Family Connect User' }, users),
  ...crud('/user-management/labelers', { plural: 'Labeling Users', singular: 'Labeling User' }, users),
  route('/user-management/access-browser', 'Access Browser', { breadcrumbs: users }),

  route('/monitoring/inbound-requests', 'Inbound Requests', { breadcrumbs: monitoring }),
  ...resourceRoutes(logEntries),
  route('/monitoring/system-overview', 'System Overview', { breadcrumbs: monitoring }),
  route('/monitoring/devices-uptime', 'Devices Uptime', { breadcrumbs: monitoring }),
  route('/monitoring/adt-messages', 'ADT Messages', { breadcrumbs: monitoring }),
  route('/monitoring/nurse-call', 'Nurse Call', { breadcrumbs: monitoring }),

  ...crud('/system/partners', { plural: 'Partner API', singular: 'Partner' }, system),
  route('/system/partners/api-docs', 'API Docs', { breadcrumbs: [...system, { label: 'Partner API', to: '/system/partners' }] }),
  route('/system/background-jobs', 'Background Jobs', { breadcrumbs: system }),
  ...resourceRoutes(featureFlags),
  route('/system/test-adt', 'Test ADT Feed', { breadcrumbs: system }),
  route('/system/test-nurse-call', 'Test Nurse Call', { breadcrumbs: system }),
  route('/system/aimee-conversations', 'Aimee Conversations', { breadcrumbs: system }),
];
