// Form rules shared by every form, and by the simulator, which answers a broken rule with the same
// message. A rule returns an error message, or null when the value passes.
// Except `required`, rules accept an empty value: whether a field may stay empty is `required`'s job.
import type { RuleSpec } from './types.ts';

export type FieldValue = string | number | null | undefined;
export type Rule = ((value: FieldValue) => string | null) & { marksRequired?: boolean };

export const messages = {
  required: 'This field is required',
  positiveInteger: 'Should be a whole number of 1 or more',
  lengthLessThan: 'Should be less or equal to maximum number of characters',
  valueLessThan: 'Should be less or equal to maximum value',
  // Worded as the spec's maximum message (shell §8), which names no minimum one.
  valueAtLeast: 'Should be greater or equal to minimum value',
  decimal: 'Should be a number with at most one decimal digit',
  password:
    'Password must be at least 10 characters long and include uppercase letter, lowercase letter, digit and special character.',
} as const;

/**
 * Spaces and characters that show nothing (zero-width, format controls, the Hangul fillers): a name of
 * only these was accepted as given, and shows as blank (API QA).
 */
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;
const isEmpty = (value: FieldValue) => value === null || value === undefined || String(value).replace(INVISIBLE, '') === '';

/** The field must hold something; forms mark fields carrying this rule as required. */
export const required: Rule = Object.assign((value: FieldValue) => (isEmpty(value) ? messages.required : null), {
  marksRequired: true,
});

/** Empty, or a whole number of 1 or more. */
export const positiveInteger: Rule = (value) =>
  isEmpty(value) || /^[1-9]\d*$/.test(String(value).trim()) ? null : messages.positiveInteger;

/** At most `max` characters. */
export function lengthLessThan(max: number): Rule {
  return (value) => (isEmpty(value) || String(value).length <= max ? null : messages.lengthLessThan);
}

/** A number no greater than `max`. */
export function valueLessThan(max: number): Rule {
  return (value) => (isEmpty(value) || Number(value) <= max ? null : messages.valueLessThan);
}

/** A number no smaller than `min`. */
export function valueAtLeast(min: number): Rule {
  return (value) => (isEmpty(value) || Number(value) >= min ? null : messages.valueAtLeast);
}

/** Empty, or an integer without leading zeros with at most one decimal digit (12, 0.5, 7.3). */
export const decimal: Rule = (value) =>
  isEmpty(value) || /^(0|[1-9]\d*)(\.\d)?$/.test(String(value).trim()) ? null : messages.decimal;

/** At least 10 characters with an uppercase letter, a lowercase letter, a digit and a special character. */
export const password: Rule = (value) => {
  if (isEmpty(value)) return null;
  const text = String(value);
  const strong = text.length >= 10 && /[A-Z]/.test(text) && /[a-z]/.test(text) && /\d/.test(text) && /[^A-Za-z0-9]/.test(text);
  return strong ? null : messages.password;
};

/** The first failing rule's message, or null. */
export function validate(value: FieldValue, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

/** Whether a field with these rules is shown as required (asterisk). */
export function isRequired(rules: readonly Rule[]): boolean {
  return rules.some((rule) => rule.marksRequired === true);
}

/** The rule a descriptor's form field names. */
export function ruleFor(spec: RuleSpec): Rule {
  switch (spec.rule) {
    case 'required':
      return required;
    case 'positiveInteger':
      return positiveInteger;
    case 'decimal':
      return decimal;
    case 'password':
      return password;
    case 'lengthLessThan':
      return lengthLessThan(spec.max);
    case 'valueLessThan':
      return valueLessThan(spec.max);
    case 'valueAtLeast':
      return valueAtLeast(spec.min);
  }
}
