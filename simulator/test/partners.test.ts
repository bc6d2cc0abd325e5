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

describe('a partner\'s access token', () => {
  async function partnerToken(name: string, scopes: string[]) {
    const created = await call('POST', '/partners', { partner: { name, scopes } });
    expect(created.statusCode, created.body).toBe(201);
    const partner = created.json<Partner>();
    const token = (await exchange(partner.client_id, partner.client_secret ?? '')).json<{ access_token: string }>().access_token;
    return { partner, headers: { authorization: `Bearer ${token}` } };
  }
  const otherOrganizationsPatient = () => {
    const mine = built.services.store.userByEmail(SYSADMIN)!;
    const divisions = new Set(built.services.store.data.divisions.filter((d) => d.hospital_id === mine.hospital_id).map((d) => d.id));
    return built.services.store.data.patients.find((p) => !divisions.has(p.division_id))!;
  };

  it('reads what its scopes grant across its organisation\'s divisions, and nothing else', async () => {
    const { headers } = await partnerToken('Census Reader', ['patients:read']);
    const list = await call('GET', '/patients?division_id=*&per_page=100', undefined, headers);
    expect(list.statusCode).toBe(200);
    // The same patients as the organisation's system administrator's, who has every division.
    const body = list.json<{ results: { id: number }[]; metadata: { count: number } }>();
    const admins = (await call('GET', '/patients?division_id=*&per_page=100')).json<{ metadata: { count: number } }>();
    expect(body.metadata.count).toBe(admins.metadata.count);
    expect(body.results.length).toBeGreaterThan(0);
    const first = body.results[0]!.id;
    expect((await call('GET', `/patients/${first}`, undefined, headers)).statusCode).toBe(200);

    // Another organisation's patient is not found; a scope it lacks and a write are refused.
    expect((await call('GET', `/patients/${otherOrganizationsPatient().id}`, undefined, headers)).statusCode).toBe(404);
    const devices = await call('GET', '/video_devices?division_id=*', undefined, headers);
    expect(devices.statusCode).toBe(403);
    expect(devices.json()).toMatchObject({ error: 'A partner token may call only what its scopes grant (patients:read)' });
    expect((await call('PUT', `/patients/${first}`, { patient: { display_name: 'Changed By Partner' } }, headers)).statusCode).toBe(403);
    // Operations that ask no permission are a person's: the partner has none of them.
    expect((await call('GET', '/user_preferences', undefined, headers)).statusCode).toBe(403);
    expect((await call('GET', '/partners', undefined, headers)).statusCode).toBe(403);
    // Reads that also need View Patient are not "lists and reads patients": requests and their
    // assignees, revisions, a patient's timeline and forms.
    for (const path of ['/virtual_requests?division_id=*', '/virtual_requests/1?division_id=*', '/virtual_requests/1/revisions?division_id=*',
      `/patients/${first}/revisions?division_id=*`, `/patients/${first}/timeline?division_id=*`, `/patients/${first}/form_submissions?division_id=*`, `/patients/${first}/monitoring_sessions?division_id=*`, '/patients/export.csv?division_id=*']) {
      expect((await call('GET', path, undefined, headers)).statusCode, path).toBe(403);
    }
  });

  it('raises a virtual request with virtual_requests:write, and may change or read nothing with it', async () => {
    const { headers } = await partnerToken('Request Raiser', ['virtual_requests:write']);
    const patient = (await call('GET', '/patients?division_id=1')).json<{ results: { id: number }[] }>().results[0]!;
    const type = built.services.store.data.virtualRequestTypes.find((t) => t.organization_id === built.services.store.userByEmail(SYSADMIN)!.organization_id && t.enabled)!;
    const raised = await call('POST', '/virtual_requests?division_id=1', { virtual_request: { patient_id: patient.id, virtual_request_type_id: type.id } }, headers);
    expect(raised.statusCode, raised.body).toBe(201);
    expect((await call('GET', `/virtual_requests/${raised.json<{ id: number }>().id}/revisions?division_id=1`)).json<{ username: string }[]>()[0]?.username).toBe('Request Raiser (partner)');
    expect((await call('GET', '/patients?division_id=1', undefined, headers)).statusCode).toBe(403);
    expect((await call('PUT', `/patients/${patient.id}?division_id=1`, { patient: { display_name: 'Changed By Partner' } }, headers)).statusCode).toBe(403);
  });

  it('stops working once its partner is disabled or its secret rotated, and a made-up token is refused', async () => {
    const { partner, headers } = await partnerToken('Device Reader', ['video_devices:read', 'patient_monitors:read']);
    expect((await call('GET', '/video_devices?division_id=*', undefined, headers)).statusCode).toBe(200);
    expect((await call('GET', '/patient_monitors?division_id=*', undefined, headers)).statusCode).toBe(200);
    await call('POST', `/partners/${partner.id}/rotate_secret`);
    expect((await call('GET', '/video_devices?division_id=*', undefined, headers)).statusCode).toBe(401);

    const again = await partnerToken('Monitor Reader', ['patient_monitors:read']);
    expect((await call('GET', '/patient_monitors?division_id=*', undefined, again.headers)).statusCode).toBe(200);
    await call('PUT', `/partners/${again.partner.id}`, { partner: { enabled: false } });
    expect((await call('GET', '/patient_monitors?division_id=*', undefined, again.headers)).statusCode).toBe(401);
    expect((await call('GET', '/patients', undefined, { authorization: 'Bearer bpt_madeup' })).statusCode).toBe(401);
  });
});
