import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { serverErrors } from './server-errors';

describe('serverErrors', () => {
  it("puts each field's first issue under that field and the rest above the form", () => {
    const error = new ApiError(400, {
      error: 'Invalid request',
      details: [
        { field: 'body.patient.mrn', rule: 'unique', message: 'MRN already exists' },
        { field: 'body.patient.mrn', rule: 'maxLength', message: 'second issue' },
        { field: 'query.division_id', rule: 'enum', message: 'Pick one division' },
      ],
    });
    expect(serverErrors(error, 'patient')).toEqual({ fields: { mrn: 'MRN already exists' }, rest: ['Pick one division'] });
  });

  it('keeps the whole path inside the body, for the form to find the field it is in', () => {
    const error = new ApiError(400, { error: 'Invalid', details: [{ field: 'body.patient.custom_fields.isolation', rule: 'enum', message: 'Isolation must be one of Contact' }] });
    expect(serverErrors(error, 'patient').fields).toEqual({ 'custom_fields.isolation': 'Isolation must be one of Contact' });
  });

  it('shows any other failure as its message', () => {
    expect(serverErrors(new ApiError(409, { error: 'Device is in use' }), 'patient_monitor')).toEqual({ fields: {}, rest: ['Device is in use'] });
    expect(serverErrors(new Error('offline'), 'patient')).toEqual({ fields: {}, rest: ['offline'] });
  });
});
