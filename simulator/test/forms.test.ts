// Form Builder as a hospital wants it: a form's fields keep their keys across edits and new ones get
// a key from their label; a nurse fills an enabled form for a patient of her divisions, each value
// checked by its field's kind and required rule (400 naming body.submission.values.<key>); the
// submission lists newest first with who filled it, is audited, and a later edit of the form does
// not change what was recorded. Reading needs View Patient, filling Edit Patient.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, OBSERVER, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

type Json = Record<string, unknown> & { details?: { field: string; rule: string; message: string }[] };
async function call(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, email = SYSADMIN) {
  const response = await built.app.inject({ method, url: `/api/v1${path}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<Json>() };
}
const fill = (values: Record<string, string | null>, email = NURSE, formId = 1) =>
  call('POST', '/patients/2/form_submissions', { submission: { form_id: formId, values } }, email);
const problem = (body: Json) => body.details?.[0];

describe('building a form', () => {
  it('derives keys from labels, keeps them on edit, and checks labels and options', async () => {
    const created = await call('POST', '/forms', { form: { title: 'Skin Check', fields: [
      { label: 'Pressure areas', kind: 'radio', required: true, options: ['Intact', 'Red'] },
      { label: '2nd look', kind: 'text' },
    ] } });
    expect(created.status).toBe(201);
    const fields = created.body.fields as { key: string }[];
    expect(fields.map((f) => f.key)).toEqual(['pressure_areas', 'field_2nd_look']);
    const moved = await call('PUT', `/forms/${String(created.body.id)}`, { form: { fields: [{ ...fields[1], label: 'Second look' }, fields[0]] } });
    expect((moved.body.fields as { key: string; label: string }[]).map((f) => [f.key, f.label])).toEqual([['field_2nd_look', 'Second look'], ['pressure_areas', 'Pressure areas']]);
    expect(problem((await call('POST', '/forms', { form: { title: 'X', fields: [{ label: ' ', kind: 'text' }] } })).body)).toMatchObject({ field: 'body.form.fields.0.label', rule: 'required' });
    expect(problem((await call('POST', '/forms', { form: { title: 'Y', fields: [{ label: 'Side', kind: 'select' }] } })).body)).toMatchObject({ field: 'body.form.fields.0.options', rule: 'required' });
    expect(problem((await call('POST', '/forms', { form: { title: 'skin check' } })).body)).toMatchObject({ field: 'body.form.title', rule: 'unique' });
  });

  it('is for Edit FormBuilder only', async () => {
    expect((await call('GET', '/forms', undefined, NURSE)).status).toBe(403);
  });
});

describe('filling a form for a patient', () => {
  it('checks each value by kind and required, then lists the submission newest first, audited', async () => {
    expect(problem((await fill({ falls_last_3_months: '1' })).body)).toEqual({ field: 'body.submission.values.mobility', rule: 'required', message: 'This field is required' });
    expect(problem((await fill({ mobility: 'Running', falls_last_3_months: '1' })).body)).toMatchObject({ field: 'body.submission.values.mobility', rule: 'select' });
    expect(problem((await fill({ mobility: 'Bedbound', falls_last_3_months: 'two' })).body)).toMatchObject({ field: 'body.submission.values.falls_last_3_months', rule: 'number' });
    expect(problem((await fill({ mobility: 'Bedbound', falls_last_3_months: '2', shoe_size: '9' })).body)).toMatchObject({ field: 'body.submission.values.shoe_size', rule: 'known' });
    // The disabled form (Sitter Handover) is not offered, nor filled.
    expect(problem((await fill({ summary: 'Calm' }, NURSE, 2)).body)).toMatchObject({ field: 'body.submission.form_id' });

    const first = await fill({ mobility: 'Bedbound', falls_last_3_months: '2', bed_alarm_on: 'Yes' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ form: { id: 1, title: 'Fall Risk Assessment' }, username: 'Nora Lindqvist', values: { mobility: 'Bedbound', falls_last_3_months: '2', bed_alarm_on: 'Yes', notes: null } });
    // Editing the form later leaves the recorded fields alone.
    await call('PUT', '/forms/1', { form: { fields: [{ key: 'mobility', label: 'Mobility', kind: 'select', required: true, options: ['Independent', 'Bedbound'] }] } });
    const second = await fill({ mobility: 'Independent' });
    const read = await call('GET', '/patients/2/form_submissions', undefined, OBSERVER);
    expect(read.status).toBe(200);
    expect((read.body.forms as { title: string }[]).map((f) => f.title)).toEqual(['Fall Risk Assessment']);
    const submissions = read.body.submissions as { id: number; fields: unknown[] }[];
    expect(submissions.map((s) => s.id)).toEqual([second.body.id, first.body.id]);
    expect(submissions.map((s) => s.fields.length)).toEqual([1, 4]);
    expect(built.services.store.data.auditLogs.filter((e) => e.category === 'form_submissions.create' && e.patient_id === 2)).toHaveLength(2);
  });

  it('needs Edit Patient to fill; another organisation\'s nurse finds no such patient', async () => {
    expect((await fill({ mobility: 'Bedbound', falls_last_3_months: '2' }, OBSERVER)).status).toBe(403);
    expect((await call('GET', '/patients/2/form_submissions', undefined, 'nurse@st-elsewhere.test')).status).toBe(404);
  });
});
