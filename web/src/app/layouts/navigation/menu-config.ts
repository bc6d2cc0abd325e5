import type { MenuTarget, PageKind, StaticMenuGroup } from '../../../features/layout/utils/menu-model';
import { customFields, featureFlags, logEntries, patientMonitors, patients, roles, rooms, staffTypes, units, users, dynamicFieldValues, savedViews, videoDevices, videoReasons, type AnyResource, hospitals, tags, menuSets, inboundRequests, groups, virtualRequestTypes, forms, healthSystemPreferences, divisionPreferences, divisionHomepages, pagePreferences, aimeePrompts, familyMembers, labelers, partners, adtMessages,backgroundJobs, nurseCalls, aimeeConversations } from '@bedside/resources';
import { allOf, anyOf, rule } from '../../../lib/permissions/permissions';
import { viewRule } from '../../routes/table/resource-routes';

// Section 6 of the spec: which permission shows which menu entry.
const assignments = anyOf(rule('View', 'PatientMonitorAssignment'), rule('Manage', 'PatientMonitorAssignment'));
const manageSystem = rule('Manage', 'System');

/** A resource's menu target from its descriptor: its list page, its view rule, its keywords. */
const resourceTarget = (d: AnyResource): MenuTarget => ({ to: d.routes.base, requirement: viewRule(d), keywords: d.menu?.keywords });
const resourceItem = (d: AnyResource) => ({ label: d.labels.plural, ...resourceTarget(d) });

export const homeTarget = { label: 'Home', to: '/', keywords: ['start', 'welcome'] };

/** Configurable menu items name a page kind; this is where each kind leads. */
export const pageTargets: Record<PageKind, MenuTarget> = {
  patients_list: resourceTarget(patients),
  patient_monitors: resourceTarget(patientMonitors),
  central_monitoring: { to: '/patient-central', requirement: rule('View', 'PatientCentral') },
  assignments: { to: '/my-assignments', requirement: assignments },
  infinity_watch: { to: '/infinity-watch', requirement: rule('View', 'InfinityWatch') },
  team_mode: { to: '/patient-central/team-mode', requirement: rule('Receive', 'PatientMonitorAssignment') },
  nursing_station: { to: '/patient-central/nursing-station', requirement: rule('View', 'PatientCentral') },
  shift_report: { to: '/reporting/shift-report', requirement: rule('View', 'Reporting') },
  patient_tracker: { to: '/patient-tracker', requirement: assignments },
  operational_live_view: { to: '/operational-live-view', requirement: rule('View', 'Reporting') },
  patient_timeline: { to: '/time-machine', requirement: rule('View', 'Reporting'), keywords: ['time machine'] },
  advanced_reporting: { to: '/advanced-reporting', requirement: rule('ViewManagement', 'Reporting') },
  recordings: { to: '/recordings', requirement: rule('View', 'Recording') },
  care_assignments: { to: '/care-assignments', requirement: assignments },
  // The spec names no path of its own for My home: it is the home page of staff members.
  my_home: { to: '/', requirement: { staffKindOtherThan: ['virtual_observer'] } },
};

/** The static admin structure (spec section 2, exact labels), shown with show_admin_menu. */
export const adminGroups: StaticMenuGroup[] = [
  {
    label: 'Health System',
    items: [
      resourceItem(tags),
      resourceItem(customFields),
      resourceItem(dynamicFieldValues),
      resourceItem(forms),
      resourceItem(pagePreferences),
      // View Division: a hospital here is a division (their descriptor's view rule).
      resourceItem(hospitals),
      // Edit Hospital, as before (shell §6): their descriptors' view rule.
      resourceItem(staffTypes),
      resourceItem(videoReasons),
      // ManageSharedViews PatientCentral (shell §6), its descriptor's view rule.
      resourceItem(savedViews),
      resourceItem(virtualRequestTypes),
      // Edit Hospital (shell §6), its descriptor's view rule.
      resourceItem(healthSystemPreferences),
    ],
  },
  {
    label: 'Hospitals',
    items: [
      // Edit Homepage (shell §6), its descriptor's view rule.
      resourceItem(divisionHomepages),
      resourceItem(rooms),
      resourceItem(units),
      resourceItem(videoDevices),
      // Edit Division (shell §6), its descriptor's view rule.
      resourceItem(divisionPreferences),
    ],
  },
  {
    label: 'User Management',
    items: [
      { label: 'Access Browser', to: '/user-management/access-browser', requirement: allOf(rule('View', 'User'), rule('View', 'Group'), rule('View', 'Room'), rule('View', 'Unit')) },
      resourceItem(familyMembers),
      resourceItem(groups),
      resourceItem(roles),
      resourceItem(users),
    ],
  },
  {
    label: 'Labeling',
    items: [
      { label: 'Label Images', to: '/labeling', requirement: rule('Edit', 'LabeledImage') },
      resourceItem(labelers),
      { label: 'Delete Labeled Image', to: '/delete-labeled-image', requirement: rule('Edit', 'LabeledImage') },
    ],
  },
  {
    label: 'Monitoring',
    items: [
      resourceItem(adtMessages),
      resourceItem(inboundRequests),
      resourceItem(logEntries),
      resourceItem(nurseCalls),
      // Devices Uptime is no entry of the spec's menu (§2): System Overview's device card links to it.
      { label: 'System Overview', to: '/monitoring/system-overview', requirement: rule('View', 'SystemMonitoring') },
    ],
  },
  {
    label: 'System',
    items: [
      resourceItem(aimeeConversations),
      // Edit AimeePrompt (shell §6), its descriptor's view rule.
      resourceItem(aimeePrompts),
      resourceItem(menuSets),
      resourceItem(backgroundJobs),
      { label: 'Data Export', to: '/reporting/data-export', requirement: rule('Export', 'Reporting'), keywords: ['csv'] },
      resourceItem(featureFlags),
      resourceItem(partners),
      { label: 'Test ADT Feed', to: '/system/test-adt', requirement: manageSystem },
      { label: 'Test Nurse Call', to: '/system/test-nurse-call', requirement: manageSystem },
    ],
  },
];
