// Partner API credentials as the administration issue asks: a secret answered once (create,
// rotation), kept only as a hash (never in a record, list, CSV, revision, audit entry or the
// request log), accepted by the client-credentials exchange while current and enabled, refused
// (401) once rotated or disabled; Manage System only (shell §6), and another organisation's
// partner is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
let admin: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  admin = await bearer(built, SYSADMIN);
});
afterAll(async () => { await built.app.close(); });

type Partner = { id: number; client_id: string; client_secret?: string };
const exchange = (clientId: string, secret: string) => built.app.inject({
  method: 'POST', url: '/api/v1/partner_tokens', payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
});
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) =>
  built.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('partners', () => {
  it('answers a secret once, keeps it nowhere readable, and refuses it once rotated or disabled', async () => {
    const created = await call('POST', '/partners', { partner: { name: 'Bed Board', scopes: ['patients:read', 'patients:read'] } });
    expect(created.statusCode).toBe(201);
    const partner = created.json<Partner & { scopes: string[] }>();
    const secret = partner.client_secret ?? '';
    expect(secret.length).toBeGreaterThan(40);
    expect(partner.scopes).toEqual(['patients:read']);
    const token = await exchange(partner.client_id, secret);
    expect(token.statusCode).toBe(200);
    expect(token.json()).toMatchObject({ token_type: 'Bearer', scope: 'patients:read', expires_in: 3600 });

    const reads = ['/partners?per_page=100', `/partners/${partner.id}`, `/partners/${partner.id}/revisions`, '/partners/export.csv', '/log_entries?per_page=100', '/inbound_requests?per_page=100'];
    for (const url of reads) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(secret);
      expect(response.body, url).not.toContain('client_secret');
    }
    expect(JSON.stringify(built.services.store.data.partners)).not.toContain(secret);

    const rotated = await call('POST', `/partners/${partner.id}/rotate_secret`);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<Partner>().client_secret ?? '';
    expect(fresh).not.toBe(secret);
    expect((await exchange(partner.client_id, secret)).statusCode).toBe(401);
    expect((await exchange(partner.client_id, fresh)).statusCode).toBe(200);
    const revisions = (await call('GET', `/partners/${partner.id}/revisions`)).json<{ audited_changes: Record<string, unknown> }[]>();
    expect(Object.keys(revisions[0]?.audited_changes ?? {})).toEqual(['secret_rotated_at']);

    expect((await call('PUT', `/partners/${partner.id}`, { partner: { enabled: false } })).statusCode).toBe(200);
    expect((await exchange(partner.client_id, fresh)).statusCode).toBe(401);
  });

  it('gives a seeded partner no usable secret until one is issued, and answers an unknown client 401', async () => {
    const seeded = built.services.store.data.partners[0]!;
    expect((await exchange(seeded.client_id, '')).statusCode).toBe(401);
    expect((await exchange('bp_nobody', 'bps_guess')).statusCode).toBe(401);
  });

  it('is Manage System only, and another organisation\'s partner is not found', async () => {
    const nurse = await bearer(built, NURSE);
    expect((await call('GET', '/partners', undefined, nurse)).statusCode).toBe(403);
    expect((await call('POST', '/partners/1/rotate_secret', undefined, nurse)).statusCode).toBe(403);
    const other = built.services.store.data.partners.find((p) => p.organization_id !== built.services.store.userByEmail(SYSADMIN)?.organization_id)!;
    expect((await call('POST', `/partners/${other.id}/rotate_secret`)).statusCode).toBe(404);
  });

  it('answers a duplicate name on its field', async () => {
    const response = await call('POST', '/partners', { partner: { name: 'ehr integration' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'body.partner.name', message: 'A partner with this name already exists' }] });
  });
});
