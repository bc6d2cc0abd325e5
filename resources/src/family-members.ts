// Family Connect (shell §2 route table: /user-management/family-connect list, add, {id}/edit; §6:
// View FamilyConnect): the family members allowed to connect to a patient's room. A family member
// belongs to the division of their patient, whose name is PHI (masked with mask_phi everywhere).
import { familyRelationship } from './labels/people.ts';
import { defineResource } from './types.ts';

export const familyMembers = defineResource({
  key: 'family_members',
  schema: 'FamilyMember',
  plural: 'FamilyMembers',
  labels: { singular: 'Family Member', plural: 'Family Connect' },
  api: { base: '/family_members', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'dropdown', 'revisions'] },
  permission: { resource: 'FamilyConnect', view: 'View', edit: 'View' },
  title: (m) => ({ text: m.name }),
  columns: [
    { id: 'name', header: 'Name', value: (m) => m.name, format: { kind: 'link' }, size: 200 },
    { id: 'relationship', header: 'Relationship', value: (m) => m.relationship, format: { kind: 'enum', labels: familyRelationship }, size: 140 },
    { id: 'patient', header: 'Patient', value: (m) => m.patient.display_name, format: { kind: 'mask', type: 'patient_name' }, size: 200 },
    { id: 'email', header: 'Email', value: (m) => m.email, size: 220 },
    { id: 'phone', header: 'Phone', value: (m) => m.phone, size: 150 },
    { id: 'active', header: 'Active', value: (m) => m.active, format: { kind: 'boolean' }, size: 100 },
    { id: 'division', header: 'Division', value: (m) => m.division.name, size: 160 },
    { id: 'updated_at', header: 'Updated', value: (m) => m.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'id', header: 'ID', value: (m) => m.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'relationship', label: 'Relationship', kind: 'ENUM', options: { enum: familyRelationship } },
    { id: 'patient', label: 'Patient', kind: 'TEXT' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  // An email or a phone (or both): the server names the email field when neither is given.
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'email', label: 'Email', input: 'text', hint: 'An email or a phone number', rules: [{ rule: 'lengthLessThan', max: 100 }] },
    { name: 'phone', label: 'Phone', input: 'text', rules: [{ rule: 'lengthLessThan', max: 30 }] },
    { name: 'relationship', label: 'Relationship', input: 'select', options: { enum: familyRelationship }, rules: [{ rule: 'required' }] },
    {
      name: 'patient_id', label: 'Patient', input: 'select', options: { dropdown: 'patient' }, mask: 'patient_name',
      rules: [{ rule: 'required' }], from: (m) => m.patient.id,
    },
    { name: 'active', label: 'Active', input: 'checkbox', on: 'edit' },
  ],
  routes: { base: '/user-management/family-connect', name: 'user-management.family-connect', variants: ['list', 'add', 'edit'], trail: [{ label: 'User Management' }] },
  menu: { admin: 'User Management', keywords: ['family', 'visitors'] },
});
