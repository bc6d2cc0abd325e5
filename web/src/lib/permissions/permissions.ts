import type { components } from '@bedside/openapi/api';

type CurrentUser = components['schemas']['CurrentUser'];
type StaffKind = components['schemas']['StaffKind'];

/** What a user brings to a permission check: their rules and their staff kinds. */
export interface AccessSubject {
  permissions: readonly { action: string; resource: string }[];
  staffKinds: readonly StaffKind[];
}

/**
 * A requirement: one rule (action + resource), all of / any of other requirements, or a staff
 * rule (the user holds a staff kind other than the excluded ones: "My home" in section 6).
 */
export type Requirement =
  | { action: string; resource: string }
  | { allOf: readonly Requirement[] }
  | { anyOf: readonly Requirement[] }
  | { staffKindOtherThan: readonly StaffKind[] };

export function accessSubjectOf(user: Pick<CurrentUser, 'permissions' | 'staff_types'>): AccessSubject {
  return { permissions: user.permissions, staffKinds: user.staff_types.map((staff) => staff.kind) };
}

export function can(subject: AccessSubject, action: string, resource: string): boolean {
  return subject.permissions.some((rule) => rule.action === action && rule.resource === resource);
}

export function meets(subject: AccessSubject, requirement: Requirement | undefined): boolean {
  if (requirement === undefined) return true;
  if ('allOf' in requirement) return requirement.allOf.every((part) => meets(subject, part));
  if ('anyOf' in requirement) return requirement.anyOf.some((part) => meets(subject, part));
  if ('staffKindOtherThan' in requirement) {
    return subject.staffKinds.some((kind) => !requirement.staffKindOtherThan.includes(kind));
  }
  return can(subject, requirement.action, requirement.resource);
}

/** Shorthands that keep rule tables readable: rule('View', 'Patient'). */
export const rule = (action: string, resource: string): Requirement => ({ action, resource });
export const anyOf = (...parts: Requirement[]): Requirement => ({ anyOf: parts });
export const allOf = (...parts: Requirement[]): Requirement => ({ allOf: parts });
