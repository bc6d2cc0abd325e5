import { describe, expect, it } from 'vitest';
import { decimal, isRequired, lengthLessThan, messages, password, positiveInteger, required, ruleFor, validate, valueLessThan } from '../src/rules.ts';

describe('form rules', () => {
  it('required rejects empty and blank values and marks the field', () => {
    expect(required('')).toBe(messages.required);
    expect(required('   ')).toBe(messages.required);
    // Characters that show nothing are no value either.
    for (const invisible of ['\u200b', '\u3164', '\u200b \u2060', '\ufeff']) expect(required(invisible)).toBe(messages.required);
    expect(required('\u200bAda')).toBeNull();
    expect(required(null)).toBe(messages.required);
    expect(required(0)).toBeNull();
    expect(isRequired([required, decimal])).toBe(true);
    expect(isRequired([decimal])).toBe(false);
  });

  it('positiveInteger accepts empty or a whole number of 1 or more', () => {
    for (const ok of ['', '1', '25', 300]) expect(positiveInteger(ok)).toBeNull();
    for (const bad of ['0', '-3', '1.5', '01', 'ten']) expect(positiveInteger(bad)).toBe(messages.positiveInteger);
  });

  it('lengthLessThan allows up to the maximum number of characters', () => {
    expect(lengthLessThan(5)('abcde')).toBeNull();
    expect(lengthLessThan(5)('abcdef')).toBe('Should be less or equal to maximum number of characters');
  });

  it('valueLessThan allows up to the maximum value', () => {
    expect(valueLessThan(100)('100')).toBeNull();
    expect(valueLessThan(100)(100.5)).toBe('Should be less or equal to maximum value');
  });

  it('decimal accepts an integer without leading zeros and at most one decimal digit', () => {
    for (const ok of ['', '0', '0.5', '12', '12.3']) expect(decimal(ok)).toBeNull();
    for (const bad of ['012', '1.25', '.5', '1.', '-1', 'abc']) expect(decimal(bad)).toBe(messages.decimal);
  });

  it('password needs 10 characters with upper, lower, digit and special character', () => {
    const message =
      'Password must be at least 10 characters long and include uppercase letter, lowercase letter, digit and special character.';
    expect(password('Str0ng!Pass')).toBeNull();
    for (const bad of ['Sh0rt!pw', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigitsHere!', 'NoSpecial123']) {
      expect(password(bad)).toBe(message);
    }
  });

  it('validate reports the first failing rule', () => {
    expect(validate('', [required, lengthLessThan(3)])).toBe(messages.required);
    expect(validate('abcd', [required, lengthLessThan(3)])).toBe(messages.lengthLessThan);
    expect(validate('ab', [required, lengthLessThan(3)])).toBeNull();
  });

  it('turns a descriptor rule spec into the rule', () => {
    expect(ruleFor({ rule: 'required' })).toBe(required);
    expect(ruleFor({ rule: 'lengthLessThan', max: 3 })('abcd')).toBe(messages.lengthLessThan);
    expect(ruleFor({ rule: 'valueLessThan', max: 3 })(4)).toBe(messages.valueLessThan);
    expect(ruleFor({ rule: 'valueAtLeast', min: 10 })(5)).toBe(messages.valueAtLeast);
    expect(ruleFor({ rule: 'valueAtLeast', min: 10 })(10)).toBeNull();
    expect(ruleFor({ rule: 'decimal' })('1.25')).toBe(messages.decimal);
  });
});
