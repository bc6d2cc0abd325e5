// A Form Builder form's fields as fields of a filled form: the input by kind, the stored text to the
// input's value and back, as custom fields have them (a checkbox holds Yes or No, a date-time is
// typed on the user's clock and kept as ISO), named values.<key> as the server names them. Each is
// checked by formValueError on what is sent, the very check the server makes.
import type { components } from '@bedside/openapi/api';
import { formValueError } from '@bedside/resources';
import type { DateFormatSettings } from '../../../lib/format/date-format';
import { customFormFields } from '../../../lib/resources/custom-field-form';
import type { Field, FormValue } from '../../../lib/resources/form-values';

type FormField = components['schemas']['FormField'];
export interface FillField { field: Field; check: (value: FormValue) => string | null }

export function fillFields(defs: readonly FormField[], dates: DateFormatSettings): FillField[] {
  return defs.map((def) => {
    // The kinds are a custom field's: their inputs, choices and stored texts come from the same place.
    const [custom] = customFormFields([{ id: 0, model: 'patient', key: def.key, kind: def.kind, label: def.label, ...(def.options ? { options: def.options } : {}) }], dates);
    if (!custom) throw new Error(`no input for form field ${def.key}`);
    const write = custom.write ?? ((v: FormValue) => v);
    const field: Field = { ...custom, name: `values.${def.key}`, ...(def.required ? { rules: [{ rule: 'required' as const }] } : {}) };
    return { field, check: (value) => formValueError(def, write(value) as string | null) };
  });
}
