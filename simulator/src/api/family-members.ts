// Family Connect on the generic collection: what is theirs alone. A family member belongs to the
// division of their patient, an admitted patient of the division asked for (another division's
// reads as a missing one: no other division's data in an error); they are reached by email or by
// phone, so at least one is given. A revision names the patient (masked with mask_phi), not the id.
import { familyMembers } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { Patient, StoredFamilyMember } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

const field = (name: string) => `body.family_member.${name}`;

function patientIn(store: Store, patientId: number, divisionId: number): Patient {
  const patient = store.data.patients.find((p) => p.id === patientId && p.division_id === divisionId && p.status === 'active');
  if (!patient) throw badRequest(field('patient_id'), 'exists', 'Patient not found among the admitted patients of this division');
  return patient;
}

/** An empty text is no value: the form sends '' for a cleared field. */
const optional = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() || null);

function checkContact(email: string | null, phone: string | null): void {
  if (!email && !phone) throw badRequest(field('email'), 'contact', 'Enter an email or a phone number');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(field('email'), 'email', 'Enter a valid email address');
  if (phone && !/^\+?[\d\s().-]{7,}$/.test(phone)) throw badRequest(field('phone'), 'phone', 'Enter a valid phone number');
}

const patientOf = (store: Store, member: StoredFamilyMember): Patient => {
  const patient = store.data.patients.find((p) => p.id === member.patient_id);
  if (!patient) throw new Error(`family member ${member.id} has no patient ${member.patient_id}`);
  return patient;
};

export const familyMemberSpec: ResourceSpec<'FamilyMember', 'FamilyMembers', StoredFamilyMember> = {
  descriptor: familyMembers,
  records: (store) => store.data.familyMembers,
  toRows: ({ services: { store } }, recs) => {
    const patients = new Map(store.data.patients.map((p) => [p.id, p]));
    return recs.map(({ patient_id, ...member }) => {
      const patient = patients.get(patient_id);
      const division = patient && store.divisionsById.get(patient.division_id);
      if (!patient || !division) throw new Error(`family member ${member.id} has no patient ${patient_id} or division`);
      return { ...member, patient: { id: patient.id, display_name: patient.display_name }, division: { id: division.id, name: division.name } };
    });
  },
  create: ({ services: { store } }, input, divisionId) => {
    const email = optional(input.email) ?? null;
    const phone = optional(input.phone) ?? null;
    checkContact(email, phone);
    const patient = patientIn(store, input.patient_id ?? 0, divisionId);
    const member: StoredFamilyMember = {
      id: store.nextId('familyMembers'), name: (input.name ?? '').trim(), email, phone, relationship: input.relationship ?? 'other',
      patient_id: patient.id, active: input.active ?? true, updated_at: new Date().toISOString(),
    };
    store.data.familyMembers.push(member);
    return member;
  },
  // The patient by name, as the diff shows it (masked there with mask_phi like the Patient field).
  createdFields: ({ services: { store } }, member) => {
    const { id: _id, patient_id: _patient, updated_at: _at, ...fields } = member;
    return { ...fields, patient_id: patientOf(store, member).display_name };
  },
  update: ({ services: { store } }, member, input, edit) => {
    const email = optional(input.email);
    const phone = optional(input.phone);
    checkContact(email === undefined ? member.email : email, phone === undefined ? member.phone : phone);
    edit.set('name', input.name?.trim());
    edit.set('email', email);
    edit.set('phone', phone);
    edit.set('relationship', input.relationship);
    edit.set('active', input.active);
    if (input.patient_id === undefined || input.patient_id === member.patient_id) return;
    const before = patientOf(store, member);
    const after = patientIn(store, input.patient_id, before.division_id);
    edit.note('patient_id', before.display_name, after.display_name);
    member.patient_id = after.id;
  },
  dropdowns: {
    patient: ({ services }, divisions, q) => services.store.data.patients
      .filter((p) => divisions.has(p.division_id) && p.status === 'active' && (!q || p.display_name.toLowerCase().includes(q.toLowerCase())))
      .map((p) => ({ key: String(p.id), value: p.display_name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  },
  afterChange: async (_ctx, member) => { member.updated_at = new Date().toISOString(); },
  sample: (store, divisionId) => ({
    name: `Sample Family Member ${store.data.familyMembers.length + 1}`, email: 'family@example.com', relationship: 'spouse',
    patient_id: store.data.patients.find((p) => p.division_id === divisionId && p.status === 'active')?.id ?? 0,
  }),
};

export const familyMemberHandlers: ApiHandlers = resourceHandlers(familyMemberSpec);
