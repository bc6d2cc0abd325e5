// The Form Builder's seeded forms: the same two for each organisation (ids 1 and 2 at Mercy, then
// St. Elsewhere's), the second disabled, so a patient's Forms tab offers one form from the start.
import type { StoredForm } from './types.ts';

const forms: Omit<StoredForm, 'id' | 'organization_id' | 'updated_at'>[] = [
  {
    title: 'Fall Risk Assessment', description: 'Shift check of the patient\'s fall risk.', enabled: true,
    fields: [
      { key: 'mobility', label: 'Mobility', kind: 'select', required: true, options: ['Independent', 'Needs assistance', 'Bedbound'] },
      { key: 'falls_last_3_months', label: 'Falls in the last 3 months', kind: 'number', required: true },
      { key: 'bed_alarm_on', label: 'Bed alarm on', kind: 'checkbox', required: false },
      { key: 'notes', label: 'Notes', kind: 'textarea', required: false },
    ],
  },
  {
    title: 'Sitter Handover', description: null, enabled: false,
    fields: [{ key: 'summary', label: 'Summary', kind: 'textarea', required: true }],
  },
];

export function seedForms(organizations: readonly string[], at: string): StoredForm[] {
  return organizations.flatMap((organization_id, index) => forms.map((form, i) => ({
    ...structuredClone(form), id: index * forms.length + i + 1, organization_id, updated_at: at,
  })));
}
