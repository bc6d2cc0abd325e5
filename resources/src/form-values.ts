// A filled form's values (a patient's Forms tab), checked the same way by the web before sending
// and by the simulator on receipt: each value by its field's kind and required rule, with the
// spec's messages (shell §5) where it has one. Values are text, as custom fields keep them: a
// checkbox Yes or No, a number as digits, a date-time ISO 8601, a choice one of the options.
import type { components } from '@bedside/openapi/api';
import { checkboxValues, isChoiceKind } from './labels/custom-field.ts';
import { messages } from './rules.ts';

type FormField = components['schemas']['FormField'];

/** The longest value a text field keeps (the contract's maxLength). */
export const FORM_VALUE_MAX = 2000;

export const formValueMessages = {
  number: 'Should be a number',
  choice: 'Should be one of the choices offered',
  checkbox: 'Should be Yes or No',
  datetime: 'Should be a date and time',
} as const;

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** The error of one value, or null. A required checkbox must be ticked (Yes), as a consent is. */
export function formValueError(field: FormField, value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || (field.kind === 'checkbox' && text === checkboxValues.unchecked)) {
    return field.required ? messages.required : null;
  }
  switch (field.kind) {
    case 'number': return NUMBER.test(text) ? null : formValueMessages.number;
    case 'checkbox': return text === checkboxValues.checked ? null : formValueMessages.checkbox;
    case 'datetime': return Number.isNaN(Date.parse(text)) ? formValueMessages.datetime : null;
    default:
      if (isChoiceKind(field.kind)) return (field.options ?? []).includes(text) ? null : formValueMessages.choice;
      return text.length > FORM_VALUE_MAX ? messages.lengthLessThan : null;
  }
}
