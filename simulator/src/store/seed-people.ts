// People outside the staff: the family members allowed to connect to a patient's room (two per
// division, on its first admitted patients) and the labeling users of each organisation.
import type { Patient, StoredFamilyMember, StoredLabeler } from './types.ts';

const family: Pick<StoredFamilyMember, 'name' | 'email' | 'phone' | 'relationship'>[] = [
  { name: 'Maria Alvarez', email: 'maria.alvarez@example.com', phone: '+1 312 555 0142', relationship: 'spouse' },
  { name: 'James Okafor', email: null, phone: '+1 312 555 0178', relationship: 'child' },
];

export function seedFamilyMembers(patients: readonly Patient[], divisionIds: readonly number[], at: string): StoredFamilyMember[] {
  return divisionIds.flatMap((divisionId) => patients
    .filter((p) => p.division_id === divisionId && p.status === 'active')
    .slice(0, family.length)
    .flatMap((patient, i) => { const member = family[i]; return member ? [{ ...member, patient_id: patient.id, active: true, updated_at: at }] : []; }))
    .map((member, i) => ({ id: i + 1, ...member }));
}

const labelers: Pick<StoredLabeler, 'name' | 'email' | 'annotation_kinds'>[] = [
  { name: 'Priya Nair', email: 'priya.nair', annotation_kinds: ['face', 'phi', 'person'] },
  { name: 'Tom Becker', email: 'tom.becker', annotation_kinds: ['bed', 'chair', 'line', 'object', 'polygon'] },
];

/** Each organisation's labelers, their emails at its own domain. */
export function seedLabelers(organizations: readonly string[], at: string): StoredLabeler[] {
  return organizations.flatMap((organization_id, o) => labelers.map((l, i) => ({
    id: o * labelers.length + i + 1, ...l, email: `${l.email}@${organization_id}.example.org`, annotation_kinds: [...l.annotation_kinds],
    active: true, organization_id, updated_at: at,
  })));
}
