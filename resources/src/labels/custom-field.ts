// What a person reads for a custom field's model and kind (shell §3), and which kinds hold choices.
import type { components } from '@bedside/openapi/api';
import { labels } from '../enum-labels.ts';
import type { Format } from '../types.ts';

type Kind = components['schemas']['CustomFieldKind'];

export const customFieldModel = labels('CustomFieldModel', { patient: 'Patient', video_device: 'Video Device' });

export const customFieldKind = labels('CustomFieldKind', {
  text: 'Text',
  textarea: 'Text Area',
  number: 'Number',
  select: 'Select',
  radio: 'Radio',
  checkbox: 'Checkbox',
  datetime: 'Date and Time',
});

/** Kinds whose value is one of the field's options (shell §3 "options (choices)"). */
export const isChoiceKind = (kind: unknown): kind is Extract<Kind, 'select' | 'radio'> => kind === 'select' || kind === 'radio';

/** What a checkbox field holds: the column, filter and CSV read it as the table shows a flag. */
export const checkboxValues = { checked: 'Yes', unchecked: 'No' } as const;

/** How a table, record page, revision or CSV export shows a custom field's value: a date-time in the user's settings, the rest as stored. */
export const customFieldFormat = (field: { kind: Kind }): Format | undefined => (field.kind === 'datetime' ? { kind: 'datetime' } : undefined);
