// Dynamic field values administered (Health System › Dynamic Fields): a label unique in its field,
// an emptied sort order placing the value last, and a disabled value no longer accepted as a
// patient's Virtual Patient Status (GET /dynamic_fields still lists it, disabled).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

async function call(method: 'GET' | 'PUT', path: string, payload?: object, email = SYSADMIN) {
  const response = await built.app.inject({ method, url: `/api/v1${path}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<Record<string, unknown> & { details?: { field: string; message: string }[] }>() };
}
const edit = (id: number, value: object) => call('PUT', `/dynamic_field_values/${id}`, { dynamic_field_value: value });
const statuses = async () => (await call('GET', '/dynamic_fields?table_name=patients&field_name=status', undefined, NURSE)).body as unknown as { id: number; label: string; is_enabled: boolean }[];

describe('dynamic field values', () => {
  it('answers a label its field already has (any case) on the label', async () => {
    const { status, body } = await edit(2, { label: 'observation' });
    expect(status).toBe(400);
    expect(body.details?.[0]).toMatchObject({ field: 'body.dynamic_field_value.label', message: 'A value with this label already exists in this field' });
  });

  it('places a value whose sort order is emptied after the others', async () => {
    const { body } = await edit(1, { sort_order: null });
    expect(body).toMatchObject({ label: 'Observation', sort_order: 7, field: 'Virtual Patient Status' });
    expect((await statuses()).at(-1)?.label).toBe('Observation');
  });

  it('a disabled value is listed as disabled and refused as a patient status', async () => {
    expect((await edit(2, { is_enabled: false })).status).toBe(200);
    expect((await statuses()).find((v) => v.id === 2)).toMatchObject({ label: 'Fall Risk Review', is_enabled: false });
    const refused = await built.app.inject({ method: 'PUT', url: '/api/v1/patients/2', headers: await bearer(built, NURSE), payload: { patient: { patient_status_id: 2 } } });
    expect(refused.statusCode).toBe(400);
  });
});
