import { describe, expect, it } from 'vitest';
import { patientMonitors, patients } from '@bedside/resources';
import { formFields, initialValues, toWrite } from './form-values';

const row = { id: 4, display_name: 'Ann Lee', mrn: 'MRN1', dob: null, status: 'active', patient_status_id: 3, room: { id: 12, name: 'N-301' } };

describe('form values', () => {
  it('starts from the row, through a field\'s `from` where the shapes differ', () => {
    const values = initialValues(formFields(patients, 'edit'), row);
    expect(values).toMatchObject({ display_name: 'Ann Lee', dob: '', room_id: '12', status: 'active', patient_status_id: '3' });
  });

  it('writes numbers for ids, null for empty, and on edit only what changed', () => {
    const fields = formFields(patients, 'edit');
    const values = { ...initialValues(fields, row), room_id: '15', dob: '' };
    expect(toWrite(fields, values, (name) => name === 'room_id')).toEqual({ room_id: 15 });
    expect(toWrite(fields, values)).toMatchObject({ display_name: 'Ann Lee', dob: null, room_id: 15, patient_status_id: 3 });
  });

  it('offers create-only fields on create only', () => {
    expect(formFields(patientMonitors, 'create').map((f) => f.name)).toEqual(['patient_id', 'video_device_id']);
    expect(formFields(patientMonitors, 'edit').map((f) => f.name)).toEqual(['video_device_id']);
  });
});
