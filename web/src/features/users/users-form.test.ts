// The user form between a row and the write body: ids as numbers, the time format 12-hour unless
// chosen, and on edit only what changed, so an untouched password field sends no password.
import { describe, expect, it } from 'vitest';
import { users } from '@bedside/resources';
import { formFields, initialValues, toWrite } from '../../lib/resources/form-values';

const row = {
  id: 4, name: 'Nora Lindqvist', email: 'nurse@mercy-general.test', role: { id: 4, name: 'Nurse' },
  divisions: [{ id: 1, name: 'North Tower' }, { id: 2, name: 'South Tower' }],
  staff_types: [{ kind: 'eicu', name: 'eICU' }], virtual_request_types: [], inactivity_timeout_min: null, time_format: 24, avatar_color: null,
};

describe('user form', () => {
  it('starts from the row: ids as strings, lists of kinds, the stored time format, no password', () => {
    expect(initialValues(formFields(users, 'edit'), row)).toEqual({
      name: 'Nora Lindqvist', email: 'nurse@mercy-general.test', password: '', role_id: '4', division_ids: ['1', '2'],
      staff_types: ['eicu'], virtual_request_types: [], time_format: ['24'], inactivity_timeout_min: '', avatar_color: null,
    });
  });

  it('writes a new user with numbers for ids and 12-hour time unless chosen', () => {
    const fields = formFields(users, 'create');
    const values = { ...initialValues(fields), name: 'Ada Stone', email: 'ada@mercy-general.test', password: 'Str0ng-Enough!', role_id: '3', division_ids: ['2', '3'] };
    expect(toWrite(fields, values)).toMatchObject({ role_id: 3, division_ids: [2, 3], time_format: 12, staff_types: [], password: 'Str0ng-Enough!', inactivity_timeout_min: null });
  });

  it('on edit sends only what changed: a role without a password, or a password alone, as typed', () => {
    const fields = formFields(users, 'edit');
    const values = { ...initialValues(fields, row), role_id: '3', password: ' Another-Passw0rd! ' };
    expect(toWrite(fields, values, (name) => name === 'role_id')).toEqual({ role_id: 3 });
    expect(toWrite(fields, values, (name) => name === 'password')).toEqual({ password: ' Another-Passw0rd! ' });
  });
});
