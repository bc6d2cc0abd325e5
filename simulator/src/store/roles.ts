// Roles and their permission rules (resource + action), following section 6 of the shell spec.
import { isKnownPermission } from '@bedside/resources';
import type { Permission, Role, StoredRole } from './types.ts';

const rules = (text: string): Permission[] =>
  text.trim().split(/\s*,\s*/).map((rule) => {
    const [action = '', resource = ''] = rule.split(' ');
    // A seeded rule the roles editor could not show would be a typo: fail at boot.
    if (!isKnownPermission(resource, action)) throw new Error(`seeded rule ${rule} is not a known permission`);
    return { action, resource } as Permission;
  });

// Clinicians admit patients and run their monitors; the Virtual Observer only pauses and resumes
// monitoring (for privacy), so it has Edit PatientMonitor but not Edit Patient.
const clinical = 'View Patient, Edit Patient, View PatientMonitor, Edit PatientMonitor, AccessLiveVideo PatientMonitor, AccessLiveVideo Meeting, View Room, View Unit, View VideoDevice, View Group';
const admin = `${clinical}, Edit VideoDevice, Edit Room, Edit Unit, View Hospital, Edit Hospital, View Division, Edit Division, Edit Homepage, View User, Edit User, Edit Role, Edit Group, View FamilyConnect, Manage Labeler, Edit LabeledImage, Edit FormBuilder, ManageSharedViews PatientCentral, View AuditLog, View SystemMonitoring, View Reporting, ViewManagement Reporting, Export Reporting, View Recording, View InfinityWatch, View PatientCentral, View PatientMonitorAssignment, Manage PatientMonitorAssignment, View AimeeConversation, Edit AimeePrompt, Manage AimeePrompt, Use Aimee`;

export interface RoleDefinition extends Role { permissions: Permission[] }

/** The seeded roles of each organisation (ids 1 to 7 at Mercy; the same set at St. Elsewhere from 8). */
export const roles: RoleDefinition[] = [
  { id: 1, name: 'System Administrator', show_admin_menu: true, permissions: rules(`${admin}, Manage System`) },
  { id: 2, name: 'Hospital Administrator', show_admin_menu: true, permissions: rules(admin) },
  { id: 3, name: 'Manager', show_admin_menu: false, permissions: rules(`${clinical}, View Reporting, ViewManagement Reporting, View Recording, View PatientCentral, View PatientMonitorAssignment, Manage PatientMonitorAssignment, View InfinityWatch`) },
  { id: 4, name: 'Nurse', show_admin_menu: false, permissions: rules(`${clinical}, View PatientMonitorAssignment, Use Aimee`) },
  { id: 5, name: 'Virtual Nurse', show_admin_menu: false, permissions: rules(`${clinical}, View PatientCentral, Receive PatientMonitorAssignment, View InfinityWatch, Use Aimee`) },
  { id: 6, name: 'Virtual Observer', show_admin_menu: false, permissions: rules('View Patient, View PatientMonitor, Edit PatientMonitor, AccessLiveVideo PatientMonitor, View PatientCentral, View InfinityWatch, Receive PatientMonitorAssignment') },
  { id: 7, name: 'Central Monitoring', show_admin_menu: false, permissions: rules(`${clinical}, View PatientCentral, View InfinityWatch, Receive PatientMonitorAssignment`) },
];

/** A seeded role definition, before any edit (the seed and tests of the seeded permissions read it). */
export function roleById(id: number): RoleDefinition {
  const role = roles.find((candidate) => candidate.id === id);
  if (!role) throw new Error(`unknown role ${id}`);
  return role;
}

/** The other organisation's copy of a seeded role has this much added to its id. */
export const OTHER_ORGANIZATION_ROLE_OFFSET = roles.length;

/** Roles as stored: the seeded set for each organisation, editable through /roles. */
export function seedRoles(organizations: readonly string[], at: string): StoredRole[] {
  return organizations.flatMap((organization_id, index) => roles.map((role) => ({
    id: role.id + index * OTHER_ORGANIZATION_ROLE_OFFSET,
    name: role.name,
    show_admin_menu: role.show_admin_menu,
    permissions: role.permissions.map((p) => ({ ...p })),
    organization_id,
    updated_at: at,
  })));
}

export function can(permissions: Permission[], action: string, resource: string): boolean {
  return permissions.some((rule) => rule.action === action && rule.resource === resource);
}
