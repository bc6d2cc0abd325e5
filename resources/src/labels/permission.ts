// The permission rules a role can hold (shell §6): each resource with the actions that apply to
// it, as the roles editor offers them. Resource and action values are the contract's enums.
import type { components } from '@bedside/openapi/api';
import { labels } from '../enum-labels.ts';

type Schemas = components['schemas'];
export type PermissionResource = Schemas['PermissionResource'];
export type PermissionAction = Schemas['PermissionAction'];

export const permissionResource = labels('PermissionResource', {
  Patient: 'Patients',
  PatientMonitor: 'Patient Monitors',
  Meeting: 'Video Meetings',
  Room: 'Rooms',
  Unit: 'Units',
  VideoDevice: 'Video Devices',
  Group: 'Groups',
  Hospital: 'Hospitals',
  Division: 'Divisions',
  Homepage: 'Homepage',
  User: 'Users',
  Role: 'Roles',
  FamilyConnect: 'Family Connect',
  Labeler: 'Labelers',
  LabeledImage: 'Labeled Images',
  FormBuilder: 'Form Builder',
  PatientCentral: 'Patient Central',
  PatientMonitorAssignment: 'Monitor Assignments',
  InfinityWatch: 'Infinity Watch',
  AuditLog: 'Audit Logs',
  SystemMonitoring: 'System Monitoring',
  Reporting: 'Reporting',
  Recording: 'Recordings',
  AimeeConversation: 'Aimee Conversations',
  AimeePrompt: 'Aimee Prompts',
  Aimee: 'Aimee',
  System: 'System',
});

export const permissionAction = labels('PermissionAction', {
  View: 'View',
  Edit: 'Edit',
  Manage: 'Manage',
  AccessLiveVideo: 'Access Live Video',
  ManageSharedViews: 'Manage Shared Views',
  Receive: 'Receive',
  ViewManagement: 'View Management',
  Export: 'Export',
  Use: 'Use',
});

/** The actions that apply to each resource, in the order the editor shows them. */
export const permissionCatalogue: Readonly<Record<PermissionResource, readonly PermissionAction[]>> = {
  Patient: ['View', 'Edit'],
  PatientMonitor: ['View', 'Edit', 'AccessLiveVideo'],
  Meeting: ['AccessLiveVideo'],
  Room: ['View', 'Edit'],
  Unit: ['View', 'Edit'],
  VideoDevice: ['View', 'Edit'],
  Group: ['View', 'Edit'],
  Hospital: ['View', 'Edit'],
  Division: ['View', 'Edit'],
  Homepage: ['Edit'],
  User: ['View', 'Edit'],
  Role: ['Edit'],
  FamilyConnect: ['View'],
  Labeler: ['Manage'],
  LabeledImage: ['Edit'],
  FormBuilder: ['Edit'],
  PatientCentral: ['View', 'ManageSharedViews'],
  PatientMonitorAssignment: ['View', 'Manage', 'Receive'],
  InfinityWatch: ['View'],
  AuditLog: ['View'],
  SystemMonitoring: ['View'],
  Reporting: ['View', 'ViewManagement', 'Export'],
  Recording: ['View'],
  AimeeConversation: ['View'],
  AimeePrompt: ['Edit', 'Manage'],
  Aimee: ['Use'],
  System: ['Manage'],
};

export const isKnownPermission = (resource: string, action: string): boolean =>
  (permissionCatalogue as Record<string, readonly string[] | undefined>)[resource]?.includes(action) ?? false;

/** "View Patient": how a rule reads in a revision or CSV (the spec's own wording of rules). */
export const permissionText = (p: { action: string; resource: string }) => `${p.action} ${p.resource}`;

/**
 * Receive PatientMonitorAssignment makes a user someone patients can be assigned to (Team Mode,
 * Manager View), not a power over records: an administrator gives it without holding it.
 */
export const isCapacity = (rule: { action: string }): boolean => rule.action === 'Receive';

/**
 * The rules among `rules` that `holds` says are not held, as "Action Resource" (capacities aside).
 * No one hands out more than they hold: the simulator refuses such a role or user, and the screens
 * offer only what the caller could save.
 */
export function rulesBeyond(holds: (action: string, resource: string) => boolean, rules: readonly { action: string; resource: string }[]): string[] {
  return rules.filter((rule) => !isCapacity(rule) && !holds(rule.action, rule.resource)).map(permissionText);
}
