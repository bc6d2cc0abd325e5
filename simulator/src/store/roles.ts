// Roles and their permission rules (resource + action), following section 6 of the shell spec.
import type { Permission, Role } from './types.ts';

const rules = (text: string): Permission[] =>
  text.trim().split(/\s*,\s*/).map((rule) => {
    const [action = '', resource = ''] = rule.split(' ');
    return { action, resource };
  });

// Clinicians admit patients and run their monitors; the Virtual Observer only pauses and resumes
// monitoring (for privacy), so it has Edit PatientMonitor but not Edit Patient.
const clinical = 'View Patient, Edit Patient, View PatientMonitor, Edit PatientMonitor, AccessLiveVideo PatientMonitor, AccessLiveVideo Meeting, View Room, View Unit, View VideoDevice, View Group';
const admin = `${clinical}, Edit VideoDevice, Edit Room, Edit Unit, View Hospital, Edit Hospital, View Division, Edit Division, Edit Homepage, View User, Edit Role, Edit Group, View FamilyConnect, Manage Labeler, Edit LabeledImage, Edit FormBuilder, ManageSharedViews PatientCentral, View AuditLog, View SystemMonitoring, View Reporting, ViewManagement Reporting, Export Reporting, View Recording, View InfinityWatch, View PatientCentral, View PatientMonitorAssignment, Manage PatientMonitorAssignment, View AimeeConversation, Edit AimeePrompt, Manage AimeePrompt, Use Aimee`;

export interface RoleDefinition extends Role { permissions: Permission[] }

export const roles: RoleDefinition[] = [
  { id: 1, name: 'System Administrator', show_admin_menu: true, permissions: rules(`${admin}, Manage System`) },
  { id: 2, name: 'Hospital Administrator', show_admin_menu: true, permissions: rules(admin) },
  { id: 3, name: 'Manager', show_admin_menu: false, permissions: rules(`${clinical}, View Reporting, ViewManagement Reporting, View Recording, View PatientCentral, View PatientMonitorAssignment, Manage PatientMonitorAssignment, View InfinityWatch`) },
  { id: 4, name: 'Nurse', show_admin_menu: false, permissions: rules(`${clinical}, View PatientMonitorAssignment, Use Aimee`) },
  { id: 5, name: 'Virtual Nurse', show_admin_menu: false, permissions: rules(`${clinical}, View PatientCentral, Receive PatientMonitorAssignment, View InfinityWatch, Use Aimee`) },
  { id: 6, name: 'Virtual Observer', show_admin_menu: false, permissions: rules('View Patient, View PatientMonitor, Edit PatientMonitor, AccessLiveVideo PatientMonitor, View PatientCentral, View InfinityWatch, Receive PatientMonitorAssignment') },
  { id: 7, name: 'Central Monitoring', show_admin_menu: false, permissions: rules(`${clinical}, View PatientCentral, View InfinityWatch, Receive PatientMonitorAssignment`) },
];

export function roleById(id: number): RoleDefinition {
  const role = roles.find((candidate) => candidate.id === id);
  if (!role) throw new Error(`unknown role ${id}`);
  return role;
}

export function can(permissions: Permission[], action: string, resource: string): boolean {
  return permissions.some((rule) => rule.action === action && rule.resource === resource);
}
