import { describe, expect, it } from 'vitest';
import { customFields, patientMonitors, patients, savedViews, groups, virtualRequests } from '@bedside/resources';
import { customFormFields } from './custom-field-form';
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

  it("leaves an empty field out of a create, so the server's default applies (a request's Priority)", () => {
    const fields = formFields(virtualRequests, 'create');
    const body = toWrite(fields, { ...initialValues(fields), patient_id: '2', virtual_request_type_id: '4' }, undefined, true);
    expect(body).toEqual({ patient_id: 2, virtual_request_type_id: 4 });
  });

  it('holds a multiselect as a list of id strings and writes it as numbers (a group\'s members)', () => {
    const group = { id: 10, name: 'Rapid Response', description: null, members: [{ id: 4, name: 'Nora' }, { id: 1, name: 'Sam' }], rooms: [], units: [{ id: 1, name: 'Med-Surg 3' }] };
    const fields = formFields(groups, 'edit');
    const values = initialValues(fields, group);
    expect(values).toMatchObject({ member_ids: ['4', '1'], room_ids: [], unit_ids: ['1'] });
    expect(toWrite(fields, { ...values, room_ids: ['7', '8'] }, (name) => name === 'room_ids')).toEqual({ room_ids: [7, 8] });
  });

  it('nests custom fields one level in the values and the body, each kind as the server keeps it', () => {
    const extra = customFormFields([
      { id: 1, model: 'patient', key: 'isolation', kind: 'select', label: 'Isolation', options: ['Contact', 'Droplet'] },
      { id: 2, model: 'patient', key: 'fall_watch', kind: 'checkbox', label: 'Fall Watch' },
      { id: 3, model: 'patient', key: 'turned_at', kind: 'datetime', label: 'Turned At' },
      { id: 4, model: 'patient', key: 'weight', kind: 'number', label: 'Weight' },
    ], { timeZone: 'America/Chicago', timeFormat: 12 });
    const fields = [...formFields(patients, 'edit'), ...extra];
    const values = initialValues(fields, { ...row, custom_fields: { isolation: 'Contact', fall_watch: 'Yes', turned_at: '2026-03-02T03:00:00.000Z' } });
    // 3 am UTC is 9 pm the day before on the user's clock.
    expect(values.custom_fields).toEqual({ isolation: 'Contact', fall_watch: true, turned_at: '2026-03-01T21:00', weight: '' });
    const edited = { ...values, custom_fields: { isolation: 'Droplet', fall_watch: false, turned_at: '2026-03-01T22:30', weight: '72.5' } };
    expect(toWrite(fields, edited, (name) => name.startsWith('custom_fields.'))).toEqual({
      custom_fields: { isolation: 'Droplet', fall_watch: 'No', turned_at: '2026-03-02T04:30:00.000Z', weight: '72.5' },
    });
  });

  it('offers a field that requires a permission only to users holding it: a saved view\'s Is System', () => {
    const names = (may?: (action: string, resource: string) => boolean) => formFields(savedViews, 'edit', may).map((f) => f.name);
    expect(names()).toEqual(['name', 'is_default']);
    expect(names((action, resource) => action === 'Manage' && resource === 'System')).toEqual(['name', 'is_system', 'is_default']);
    // Is System ticked: a system view is nobody's default, so Default is neither shown nor sent.
    const fields = formFields(savedViews, 'edit', () => true);
    const values = { ...initialValues(fields, { id: 1, name: 'Offline', is_default: true, is_system: false }), is_system: true };
    expect(toWrite(fields, values)).toEqual({ name: 'Offline', is_system: true });
  });

  it('sends a field only while its `when` holds: a custom field\'s options, for a select or radio', () => {
    const fields = formFields(customFields, 'edit');
    const values = initialValues(fields, { id: 1, model: 'patient', key: 'isolation', kind: 'select', label: 'Isolation', options: ['Contact'] });
    expect(toWrite(fields, values)).toEqual({ label: 'Isolation', kind: 'select', options: ['Contact'] });
    expect(toWrite(fields, { ...values, kind: 'text' })).toEqual({ label: 'Isolation', kind: 'text' });
  });

  it('offers create-only fields on create only', () => {
    expect(formFields(patientMonitors, 'create').map((f) => f.name)).toEqual(['patient_id', 'video_device_id']);
    expect(formFields(patientMonitors, 'edit').map((f) => f.name)).toEqual(['video_device_id']);
  });
});
