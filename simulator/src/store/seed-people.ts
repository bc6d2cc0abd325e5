// People outside the staff: the family members allowed to connect to a patient's room (two for
// each of a division's first six admitted patients) and the labeling users of each organisation.
import type { Patient, StoredFamilyMember, StoredLabeler } from './types.ts';

// Their own names (not the patient's: a shared surname would tell part of a masked name).
const family: Pick<StoredFamilyMember, 'name' | 'relationship'>[] = [
  { name: 'Maria Alvarez', relationship: 'spouse' }, { name: 'James Okafor', relationship: 'child' },
  { name: 'Linda Brooks', relationship: 'parent' }, { name: 'Samuel Reyes', relationship: 'sibling' },
  { name: 'Grace Whitfield', relationship: 'partner' }, { name: 'Omar Haddad', relationship: 'friend' },
  { name: 'Ellen Mbeki', relationship: 'guardian' }, { name: 'Victor Lund', relationship: 'child' },
  { name: 'Ruth Castillo', relationship: 'spouse' }, { name: 'Daniel Novak', relationship: 'other' },
  { name: 'Hana Sato', relationship: 'sibling' }, { name: 'Peter Quinn', relationship: 'parent' },
];
const PER_PATIENT = 2;
const PATIENTS_PER_DIVISION = family.length / PER_PATIENT;

/** Two family members for each of a division's first admitted patients; some reached by phone only, some by email only. */
export function seedFamilyMembers(patients: readonly Patient[], divisionIds: readonly number[], at: string): StoredFamilyMember[] {
  const members = divisionIds.flatMap((divisionId) => patients
    .filter((p) => p.division_id === divisionId && p.status === 'active')
    .slice(0, PATIENTS_PER_DIVISION)
    .flatMap((patient, p) => family.slice(p * PER_PATIENT, (p + 1) * PER_PATIENT).map((person) => ({ person, patient }))));
  return members.map(({ person, patient }, i) => ({
    id: i + 1, ...person,
    email: i % 3 === 1 ? null : `${person.name.toLowerCase().replace(' ', '.')}@example.com`,
    phone: i % 3 === 2 ? null : `+1 312 555 ${String(100 + i).padStart(4, '0')}`,
    patient_id: patient.id, active: i % 7 !== 6, updated_at: at,
  }));
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
