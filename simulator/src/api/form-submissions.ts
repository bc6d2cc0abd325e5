// A patient's Forms tab: GET lists the organisation's enabled forms (with their fields, so that a
// clinician without Edit FormBuilder can fill them) and the patient's submissions, newest first;
// POST fills a form, each value checked by its field's kind and required rule (the web runs the
// same check, formValueError), a broken one answered as body.submission.values.<key>. The patient
// is found through the patients' collection: another division's answers 404, as a missing one.
// A submission is audited (Logs: form_submissions.create, with the patient's id).
import type { components } from '@bedside/openapi/api';
import { formValueError } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import type { Store } from '../store/store.ts';
import type { StoredFormSubmission } from '../store/types.ts';
import { patientCollection } from './patients.ts';
import type { ApiHandlers } from './types.ts';

type Submission = components['schemas']['FormSubmission'];

const valueError = (key: string, rule: string, message: string) =>
  badRequest(`body.submission.values.${key}`, rule, message, `Invalid submission: ${message}`);

function toSubmission(store: Store, s: StoredFormSubmission): Submission {
  const { form_id: formId, patient_id: _patient, user_id: userId, ...rest } = s;
  const title = store.data.forms.find((f) => f.id === formId)?.title ?? 'Removed form';
  return { ...structuredClone(rest), form: { id: formId, title }, username: store.usersById.get(userId)?.name ?? 'Unknown user' };
}

export const formSubmissionHandlers: ApiHandlers = {
  listPatientFormSubmissions: (ctx) => {
    const { store } = ctx.services;
    const patient = patientCollection.find(ctx, ctx.params.id);
    const organization = ctx.auth.user.organization_id;
    const forms = store.data.forms
      .filter((f) => f.organization_id === organization && f.enabled)
      .sort((a, b) => a.title.localeCompare(b.title))
      .map(({ id, title, description, fields }) => ({ id, title, description, fields: structuredClone(fields) }));
    const submissions = store.data.formSubmissions
      .filter((s) => s.patient_id === patient.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((s) => toSubmission(store, s));
    return { forms, submissions };
  },
  createPatientFormSubmission: (ctx) => {
    const { store } = ctx.services;
    const patient = patientCollection.find(ctx, ctx.params.id);
    const { form_id: formId, values } = ctx.body.submission;
    const form = store.data.forms.find((f) => f.id === formId && f.organization_id === ctx.auth.user.organization_id && f.enabled);
    if (!form) throw badRequest('body.submission.form_id', 'enabled', 'Choose a form that is enabled', 'Invalid submission: the form is not one that can be filled');
    const keys = new Set(form.fields.map((f) => f.key));
    const unknown = Object.keys(values).find((key) => !keys.has(key));
    if (unknown !== undefined) throw valueError(unknown, 'known', 'This form has no such field');
    const kept: Record<string, string | null> = {};
    for (const field of form.fields) {
      const error = formValueError(field, values[field.key]);
      if (error) throw valueError(field.key, field.required && !values[field.key]?.trim() ? 'required' : field.kind, error);
      kept[field.key] = values[field.key]?.trim() || null;
    }
    const now = new Date().toISOString();
    const submission: StoredFormSubmission = {
      id: store.nextId('formSubmissions'), form_id: form.id, patient_id: patient.id, user_id: ctx.auth.user.id,
      fields: structuredClone(form.fields), values: kept, created_at: now,
    };
    store.data.formSubmissions.push(submission);
    store.data.auditLogs.push({ id: store.nextId('auditLogs'), user_id: ctx.auth.user.id, created_at: now, category: 'form_submissions.create', patient_id: patient.id });
    return toSubmission(store, submission);
  },
};
