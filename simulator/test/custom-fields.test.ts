// Custom fields as a hospital administrator expects them (shell §3): a new field of patients is at
// once a column, a filter and a field of the patient's write body, checked by its kind, for the
// organisation that added it only; keys are snake_case and unique per model; model and key are set
// once; a select or radio has distinct options and the other kinds have none.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

const OTHER_ORGANIZATION = 'nurse@st-elsewhere.test';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

type Json = Record<string, unknown> & { details?: { field: string; rule: string; message: string }[]; results?: Record<string, unknown>[] };
async function call(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, email = SYSADMIN) {
  const response = await built.app.inject({ method, url: `/api/v1${path}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<Json>() };
}
const create = (field: object) => call('POST', '/custom_fields', { custom_field: { model: 'patient', key: 'isolation_status', kind: 'select', label: 'Isolation Status', options: ['None', 'Contact', 'Droplet'], ...field } });
const problem = (body: Json) => body.details?.[0];

describe('adding a custom field', () => {
  it('gives patients a column, a filter and a checked value, for its own organisation only', async () => {
    const created = await create({});
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), model: 'patient', key: 'isolation_status', kind: 'select', label: 'Isolation Status', options: ['None', 'Contact', 'Droplet'] });

    const all = await call('GET', '/custom_fields/all', undefined, NURSE);
    expect((all.body.patient as Record<string, unknown>).isolation_status).toMatchObject({ label: 'Isolation Status' });
    expect(((await call('GET', '/custom_fields/all', undefined, OTHER_ORGANIZATION)).body.patient as Record<string, unknown>).isolation_status).toBeUndefined();

    const refused = await call('PUT', '/patients/2', { patient: { custom_fields: { isolation_status: 'Airborne' } } }, NURSE);
    expect(problem(refused.body)).toEqual({ field: 'body.patient.custom_fields.isolation_status', rule: 'enum', message: 'Isolation Status must be one of None, Contact, Droplet' });
    expect((await call('PUT', '/patients/2', { patient: { custom_fields: { isolation_status: 'Droplet' } } }, NURSE)).status).toBe(200);

    const listed = await call('GET', '/patients?division_id=*&filters[custom_fields][isolation_status]=droplet&order_by[field]=custom_fields.isolation_status', undefined, NURSE);
    expect(listed.body.results?.map((p) => [p.id, (p.custom_fields as Record<string, string>).isolation_status])).toEqual([[2, 'Droplet']]);
    // The other organisation has no such field: its filter is refused, as any unknown one.
    expect((await call('GET', '/patients?division_id=*&filters[custom_fields][isolation_status]=x', undefined, OTHER_ORGANIZATION)).status).toBe(400);
  });

  it('keys are snake_case and unique per model; the same key may serve another model', async () => {
    expect(problem((await create({ key: 'Isolation Status' })).body)).toMatchObject({ field: 'body.custom_field.key', rule: 'snake_case' });
    expect(problem((await create({ key: 'preferred_language' })).body)).toEqual({
      field: 'body.custom_field.key', rule: 'unique', message: 'A custom field with this key already exists for this model',
    });
    expect((await create({ model: 'video_device', key: 'preferred_language' })).status).toBe(201);
  });

  it('names every problem at once: a bad key and missing options together', async () => {
    const response = await create({ key: 'Isolation Status', kind: 'radio', options: [] });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      expect.objectContaining({ field: 'body.custom_field.key', rule: 'snake_case' }),
      expect.objectContaining({ field: 'body.custom_field.options', rule: 'required' }),
    ]);
  });

  it('refuses the key constructor: a query string drops it, so its filter would list every row', async () => {
    expect(problem((await create({ key: 'constructor' })).body)).toMatchObject({ field: 'body.custom_field.key', rule: 'reserved' });
  });

  it('options: required and distinct for a select or radio, refused for the other kinds', async () => {
    expect(problem((await create({ kind: 'radio', options: [] })).body)).toMatchObject({ field: 'body.custom_field.options', rule: 'required' });
    expect(problem((await create({ options: ['Contact', 'contact '] })).body)).toEqual({ field: 'body.custom_field.options.1', rule: 'unique', message: 'Option contact is listed twice' });
    expect(problem((await create({ options: ['Contact', ' '] })).body)).toMatchObject({ field: 'body.custom_field.options.1', rule: 'required' });
    expect(problem((await create({ kind: 'text', options: ['A'] })).body)).toEqual({ field: 'body.custom_field.options', rule: 'refused', message: 'Only a select or radio field has options' });
    expect(problem((await create({ label: '' })).body)).toMatchObject({ field: 'body.custom_field.label', rule: 'required' });
  });
});

describe('editing a custom field', () => {
  it('changes label, kind and options, audited; model and key stay as created', async () => {
    const { body: field } = await create({});
    const edit = (change: object) => call('PUT', `/custom_fields/${String(field.id)}`, { custom_field: change });
    expect(problem((await edit({ key: 'isolation' })).body)).toMatchObject({ field: 'body.custom_field.key', rule: 'immutable' });
    expect(problem((await edit({ model: 'video_device' })).body)).toMatchObject({ field: 'body.custom_field.model', rule: 'immutable' });
    expect((await edit({ key: 'isolation_status', label: 'Isolation' })).body).toMatchObject({ key: 'isolation_status', label: 'Isolation' });
    // A kind without choices drops them; back to a select, options are needed again.
    expect((await edit({ kind: 'textarea' })).body).not.toHaveProperty('options');
    expect(problem((await edit({ kind: 'select' })).body)).toMatchObject({ field: 'body.custom_field.options', rule: 'required' });
    const revisions = await call('GET', `/custom_fields/${String(field.id)}/revisions`);
    expect((revisions.body as unknown as { audited_changes: object }[])[0]!.audited_changes).toEqual({ kind: ['select', 'textarea'], options: ['None, Contact, Droplet', null] });
  });

  it('checks each kind\'s values in the write body of its model', async () => {
    for (const [kind, key] of [['number', 'weight_kg'], ['checkbox', 'fall_watch'], ['datetime', 'last_turned_at']] as const) {
      expect((await call('POST', '/custom_fields', { custom_field: { model: 'patient', key, kind, label: key } })).status).toBe(201);
    }
    const write = (values: object) => call('PUT', '/patients/2', { patient: { custom_fields: values } }, NURSE);
    expect(problem((await write({ weight_kg: 'heavy' })).body)).toMatchObject({ field: 'body.patient.custom_fields.weight_kg', rule: 'number' });
    expect(problem((await write({ fall_watch: 'true' })).body)).toMatchObject({ field: 'body.patient.custom_fields.fall_watch', message: 'fall_watch must be Yes or No' });
    expect(problem((await write({ last_turned_at: '2026-03-01 10:00' })).body)).toMatchObject({ field: 'body.patient.custom_fields.last_turned_at', rule: 'datetime' });
    const saved = await write({ weight_kg: '72.5', fall_watch: 'Yes', last_turned_at: '2026-03-02T03:00:00.000Z' });
    expect(saved.body.custom_fields).toMatchObject({ weight_kg: '72.5', fall_watch: 'Yes', last_turned_at: '2026-03-02T03:00:00.000Z' });
    // By the day on the nurse's clock (America/Chicago: 9 pm on March 1st), as her table shows it.
    const byDay = await call('GET', '/patients?division_id=*&filters[custom_fields][last_turned_at]=2026-03-01', undefined, NURSE);
    expect(byDay.body.results?.map((p) => p.id)).toEqual([2]);
    // Video devices take their model's values too.
    expect(problem((await call('PUT', '/video_devices/2', { video_device: { custom_fields: { cart_color: 'Purple' } } })).body)).toMatchObject({ field: 'body.video_device.custom_fields.cart_color', rule: 'enum' });
    expect((await call('PUT', '/video_devices/2', { video_device: { custom_fields: { asset_tag: 'AT-777' } } })).body.custom_fields).toMatchObject({ asset_tag: 'AT-777' });
  });

  it('is administered with Edit Hospital, each organisation its own; a nurse reads definitions only through /custom_fields/all', async () => {
    expect((await call('GET', '/custom_fields', undefined, NURSE)).status).toBe(403);
    expect((await call('GET', '/custom_fields/all', undefined, NURSE)).status).toBe(200);
    const own = await call('GET', '/custom_fields?per_page=100', undefined, SYSADMIN);
    expect(own.body.results?.map((f) => f.key).sort()).toEqual(['asset_tag', 'cart_color', 'preferred_language']);
  });
});
