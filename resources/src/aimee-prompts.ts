// Aimee prompts of the organisation (shell §2 route table: /health-system/aimee-prompts list, add,
// {id}/edit; the System entry needs Edit AimeePrompt, §6, which also guards reading them; live
// video §6: Manage AimeePrompt edits Aimee's configuration). A prompt is Aimee's greeting and
// script; a save that changes either makes a new version, shown in the list and on the edit page.
import { aimeeVoice } from './labels/aimee.ts';
import { defineResource } from './types.ts';

export const aimeePrompts = defineResource({
  key: 'aimee_prompts',
  schema: 'AimeePrompt',
  plural: 'AimeePrompts',
  labels: { singular: 'Aimee Prompt', plural: 'Aimee Prompts' },
  api: { base: '/aimee_prompts', operations: ['list', 'get', 'create', 'update', 'exportCsv', 'revisions'] },
  permission: { resource: 'AimeePrompt', view: 'Edit', edit: 'Manage' },
  scope: 'organization',
  title: (p) => ({ text: `${p.name} (version ${p.version})` }),
  columns: [
    { id: 'name', header: 'Name', value: (p) => p.name, format: { kind: 'link' }, size: 240 },
    { id: 'version', header: 'Version', value: (p) => p.version, size: 110 },
    { id: 'greeting', header: 'Greeting', value: (p) => p.greeting, size: 320 },
    { id: 'voice', header: 'Voice', value: (p) => p.voice, format: { kind: 'enum', labels: aimeeVoice }, size: 120 },
    { id: 'enabled', header: 'Enabled', value: (p) => p.enabled, format: { kind: 'boolean' }, size: 110 },
    { id: 'updated_at', header: 'Updated', value: (p) => p.updated_at, format: { kind: 'datetime' }, size: 180 },
    { id: 'instructions', header: 'Instructions', value: (p) => p.instructions, size: 320, hidden: true },
    { id: 'id', header: 'ID', value: (p) => p.id, size: 80, hidden: true },
  ],
  filters: [
    { id: 'name', label: 'Name', kind: 'TEXT' },
    { id: 'voice', label: 'Voice', kind: 'ENUM', options: { enum: aimeeVoice } },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
  form: [
    { name: 'name', label: 'Name', input: 'text', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 100 }] },
    { name: 'greeting', label: 'Greeting', input: 'textarea', hint: "Aimee's first words when she connects", rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 500 }] },
    { name: 'instructions', label: 'Instructions', input: 'textarea', hint: 'The script Aimee follows; a change makes a new version', rules: [{ rule: 'required' }, { rule: 'lengthLessThan', max: 5000 }] },
    { name: 'voice', label: 'Voice', input: 'select', options: { enum: aimeeVoice }, rules: [{ rule: 'required' }] },
    { name: 'enabled', label: 'Enabled', input: 'checkbox', on: 'edit' },
  ],
  routes: { base: '/health-system/aimee-prompts', name: 'health-system.aimee-prompts', variants: ['list', 'add', 'edit'], trail: [{ label: 'Health System' }] },
  menu: { admin: 'System', keywords: ['aimee', 'assistant', 'script'] },
});
