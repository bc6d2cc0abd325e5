// API partners (shell §2 route table: /system/partners, list, add and {id}/edit, with api-docs
// beside them; §6: Partner API needs Manage System). A partner is another system calling the
// provider API with client credentials: its client id is shown, its secret only once (in the
// answer to create and to a rotation) and is otherwise never answered, recorded or exported.
import type { components } from '@bedside/openapi/api';
import { defineResource } from './types.ts';
import { partnerScope } from './labels/partner.ts';

type Scope = components['schemas']['PartnerScope'];

export const partners = defineResource({
  key: 'partners',
  schema: 'Partner',
  plural: 'Partners',
  labels: { singular: 'Partner', plural: 'Partner API' },
  api: { base: '/partners', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'System', view: 'Manage', edit: 'Manage' },
  scope: 'organization',
  title: (p) => ({ text: p.name }),
  columns: [
    { id: 'name', header: 'Name', value: (p) => p.name, format: { kind: 'link' }, size: 220 },
    { id: 'enabled', header: 'Enabled', value: (p) => p.enabled, format: { kind: 'boolean' }, size: 110 },
    { id: 'client_id', header: 'Client ID', value: (p) => p.client_id, size: 260 },
    { id: 'scopes', header: 'Scopes', value: (p) => p.scopes.map((s) => partnerScope.text[s]).join(', '), size: 320 },
    { id: 'description', header: 'Description', value: (p) => p.description, size: 300, hidden: true },
    { id: 'secret_rotated_at', header: 'Secret Issued', value: (p) => p.secret_rotated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'updated_at', header: 'Updated', value: (p) => p.updated_at, format: { kind: 'datetime' }, size: 180 },
  ],
  filters: [{ id: 'name', label: 'Name', kind: 'TEXT' }],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'description', label: 'Description', input: 'textarea', rules: [{ rule: 'lengthLessThan', max: 500 }] },
    {
      name: 'scopes', label: 'Scopes', input: 'multiselect', options: { enum: partnerScope }, hint: 'What the partner\'s token may do',
      from: (p) => [...p.scopes], to: (scopes) => scopes as Scope[],
    },
    { name: 'enabled', label: 'Enabled', input: 'checkbox', hint: 'A disabled partner\'s secret is refused' },
  ],
  routes: { base: '/system/partners', name: 'system.partners', variants: ['list', 'add', 'edit'], trail: [{ label: 'System' }] },
  menu: { admin: 'System', keywords: ['api docs', 'partners', 'api keys'] },
});
