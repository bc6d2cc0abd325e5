// A resource's custom fields (shell §3) as fields of its add and edit form, so any resource whose
// descriptor names a custom field model gets them: the input by kind, and the stored text to the
// input's value and back (a checkbox holds Yes or No; a date-time is typed on the user's clock and
// kept as ISO). Named custom_fields.<key>, as the server names them.
import type { components } from '@bedside/openapi/api';
import { checkboxValues, isChoiceKind, type FormInput } from '@bedside/resources';
import { fromZonedInput, toZonedInput, type DateFormatSettings } from '../format/date-format';
import type { Field, FormValue } from './form-values';

export type CustomFieldDef = components['schemas']['CustomField'];
type Kind = CustomFieldDef['kind'];

const inputs: Record<Kind, FormInput> = {
  text: 'text', textarea: 'textarea', number: 'number', select: 'select', radio: 'radio', checkbox: 'checkbox', datetime: 'datetime',
};


/** The values a field's filter and input offer: its options, or Yes and No for a checkbox; none for the other kinds. */
export function customFieldChoices(def: CustomFieldDef): readonly string[] {
  if (def.kind === 'checkbox') return [checkboxValues.checked, checkboxValues.unchecked];
  return isChoiceKind(def.kind) ? def.options ?? [] : [];
}

const text = (v: FormValue) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The value the write body holds for a field of this kind. */
function writer(kind: Kind, dates: DateFormatSettings): (v: FormValue) => string | null {
  if (kind === 'checkbox') return (v) => (v === true ? checkboxValues.checked : checkboxValues.unchecked);
  if (kind === 'datetime') return (v) => (typeof v === 'string' && v !== '' ? fromZonedInput(v, dates) || null : null);
  return text;
}

/** The input's first value from the stored text. */
function reader(kind: Kind, dates: DateFormatSettings): (stored: string | null) => unknown {
  if (kind === 'checkbox') return (stored) => stored === checkboxValues.checked;
  if (kind === 'datetime') return (stored) => (stored ? toZonedInput(stored, dates) : null);
  return (stored) => stored;
}

export function customFormFields(defs: readonly CustomFieldDef[], dates: DateFormatSettings): Field[] {
  return defs.map((def) => {
    const choices = isChoiceKind(def.kind) ? customFieldChoices(def) : [];
    const read = reader(def.kind, dates);
    return {
      name: `custom_fields.${def.key}`,
      label: def.label,
      input: inputs[def.kind],
      ...(choices.length ? {
        options: { enum: { values: choices, text: Object.fromEntries(choices.map((c) => [c, c])), options: choices.map((c) => ({ value: c, label: c })) } },
      } : {}),
      from: (row) => read((row.custom_fields as Record<string, string | null> | null | undefined)?.[def.key] ?? null),
      write: writer(def.kind, dates),
    };
  });
}
