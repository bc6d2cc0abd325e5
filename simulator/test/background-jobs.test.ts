// Background jobs (issue 12 item 4): a CSV export run off the request ends succeeded with every
// row of the table's own export, masked alike; a bulk discharge logs a patient it cannot discharge
// and goes on, and Retry runs that one again; Cancel stops a running job; Manage System only (403),
// another organisation's job is not found (404), only the requester downloads the file; and
// requests are answered promptly while a 10,000-row export runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { buildApp } from '../src/app.ts';
import type { StoredRole } from '../src/store/types.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

type Job = { id: number; status: string; done: number; total: number; failed: number; percent: number; result_file: string | null; log?: { level: string; message: string }[] };
type Headers = { authorization: string };

const call = (built: BuiltApp, headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  built.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

/** The job once `done` holds of it, read as the screen reads it (with its log). */
async function jobWhen(built: BuiltApp, headers: Headers, id: number, done: (job: Job) => boolean): Promise<Job> {
  for (let i = 0; i < 2000; i += 1) {
    const job = (await call(built, headers, 'GET', `/background_jobs/${id}`)).json<Job>();
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`job ${id} never got there`);
}
const ended = (job: Job) => !['queued', 'running'].includes(job.status);
const csvRows = (csv: string) => csv.split('\r\n').filter(Boolean).length - 1;

describe('background jobs', () => {
  let built: BuiltApp;
  let admin: Headers;
  beforeAll(async () => {
    built = await testApp();
    admin = await bearer(built, SYSADMIN);
  });
  afterAll(async () => { await built.app.close(); });

  it('exports a table in the background: every row of its own export, PHI masked alike, the file for the requester only', async () => {
    await call(built, admin, 'PUT', '/user_preferences/mask_phi', { user_preference: { settings: { enabled: true } } });
    const query = { table: 'patients', division_id: '*', filters: { status: ['active', 'discharged'] }, order_by: { field: 'display_name', direction: 'asc' } };
    const started = await call(built, admin, 'POST', '/background_jobs/csv_exports', { csv_export: query });
    expect(started.statusCode).toBe(201);
    expect(started.json<Job>()).toMatchObject({ status: 'queued', kind: 'csv_export', title: 'Patients CSV export', requested_by: { name: 'Sam Rivera' } });
    const job = await jobWhen(built, admin, started.json<Job>().id, ended);
    expect(job).toMatchObject({ status: 'succeeded', percent: 100, failed: 0 });
    expect(job.result_file).toMatch(/^table-export-\d{8}-\d{6}\.csv$/);

    const file = await call(built, admin, 'GET', `/background_jobs/${job.id}/result.csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(job.result_file);
    const own = await call(built, admin, 'GET', '/patients/export.csv?division_id=*&filters[status][]=active&filters[status][]=discharged&order_by[field]=display_name&order_by[direction]=asc');
    expect(file.body).toBe(own.body);
    expect(csvRows(file.body)).toBe(job.total);
    const divisions = built.services.store.userByEmail(SYSADMIN)!.division_ids;
    expect(job.total).toBe(built.services.store.data.patients.filter((p) => divisions.includes(p.division_id)).length);
    const first = built.services.store.data.patients[0]!;
    expect(file.body).not.toContain(first.mrn);
    // A date of birth keeps its year only (shell §5), not its month and day, as the table shows it (MM/DD/YYYY).
    const born = built.services.store.data.patients.find((p) => p.dob && divisions.includes(p.division_id))!;
    expect(file.body).not.toContain(born.dob);
    expect(file.body).toContain(`**/**/${born.dob!.slice(0, 4)}`);
    expect(job.log?.map((l) => l.message)).toContain(`Exporting ${job.total} rows`);

    // Another administrator of the organisation sees the job but cannot read the requester's file.
    const other = built.services.store.userByEmail('hospital.admin@mercy-general.test')!;
    const role = built.services.store.roleOf(other);
    const grant = { ...role, id: 98, permissions: [...role.permissions, { action: 'Manage', resource: 'System' }] as StoredRole['permissions'] };
    built.services.store.rolesById.set(98, grant);
    const originalRole = other.role_id;
    other.role_id = 98;
    try {
      const colleague = await bearer(built, other.email);
      expect((await call(built, colleague, 'GET', `/background_jobs/${job.id}`)).statusCode).toBe(200);
      expect((await call(built, colleague, 'GET', `/background_jobs/${job.id}/result.csv`)).statusCode).toBe(403);
    } finally { other.role_id = originalRole; }
  });

  it('answers a bad filter of the exported table at the start, as its own export would', async () => {
    const response = await call(built, admin, 'POST', '/background_jobs/csv_exports', { csv_export: { table: 'patients', order_by: { field: 'no_such_column' } } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toContain('query.order_by.field');
  });

  it("refuses an export of a division that is not the caller's: another organisation's patients stayed in its file", async () => {
    const elsewhere = built.services.store.data.divisions.find((d) => built.services.store.hospital(d.hospital_id).organization_id !== 'mercy-general'
      && !built.services.store.data.users.find((u) => u.email === SYSADMIN)!.division_ids.includes(d.id))!;
    for (const table of ['patients', 'log_entries'] as const) {
      const response = await call(built, admin, 'POST', '/background_jobs/csv_exports', { csv_export: { table, division_id: String(elsewhere.id) } });
      expect(response.statusCode, table).toBe(403);
      expect(response.json()).toMatchObject({ error: `Division ${elsewhere.id} is not one of your divisions` });
    }
  });

  it('logs a patient it cannot discharge and goes on; Retry runs that one again and finishes', async () => {
    const { store } = built.services;
    const running = store.data.monitors.find((m) => m.status === 'active')!;
    const free = store.data.patients.filter((p) => p.status === 'active' && p.division_id === running.division_id
      && !store.data.monitors.some((m) => m.patient_id === p.id && m.status !== 'stopped')).slice(0, 2);
    const ids = [free[0]!.id, running.patient_id, free[1]!.id];
    const started = await call(built, admin, 'POST', '/background_jobs/bulk_discharges', { bulk_discharge: { patient_ids: ids } });
    expect(started.statusCode).toBe(201);
    const failed = await jobWhen(built, admin, started.json<Job>().id, ended);
    expect(failed).toMatchObject({ status: 'failed', done: 3, total: 3, failed: 1, title: 'Discharge 3 patients' });
    expect(failed.log).toContainEqual(expect.objectContaining({ level: 'error', message: `Patient ${running.patient_id}: Stop the patient’s monitoring before discharge` }));
    expect(free.map((p) => p.status)).toEqual(['discharged', 'discharged']);
    // Each discharge is an ordinary edit: a revision in the requester's name.
    expect(store.data.revisions.at(-1)).toMatchObject({ resource: 'patients', record_id: free[1]!.id, username: 'Sam Rivera', audited_changes: { status: ['active', 'discharged'] } });

    expect((await call(built, admin, 'POST', `/patient_monitors/${running.id}/stop`)).statusCode).toBe(200);
    const retried = await call(built, admin, 'POST', `/background_jobs/${failed.id}/retry`);
    expect(retried.statusCode).toBe(200);
    const done = await jobWhen(built, admin, failed.id, ended);
    expect(done).toMatchObject({ status: 'succeeded', done: 3, total: 3, failed: 0, percent: 100 });
    expect(store.data.patients.find((p) => p.id === running.patient_id)?.status).toBe('discharged');
    expect(done.log?.map((l) => l.message)).toContain('Retried by Sam Rivera: 1 failed item');
    expect((await call(built, admin, 'POST', `/background_jobs/${failed.id}/retry`)).json()).toMatchObject({ code: 'job_not_failed' });
  });

  it('stops a running job on Cancel: nothing more is done', async () => {
    const { store } = built.services;
    const ids = store.data.patients.filter((p) => p.status === 'active').slice(0, 1000).map((p) => p.id);
    // Patients no one has fill the job to a thousand items: each is logged as not found.
    for (let id = 900_000; ids.length < 1000; id += 1) ids.push(id);
    const started = (await call(built, admin, 'POST', '/background_jobs/bulk_discharges', { bulk_discharge: { patient_ids: ids } })).json<Job>();
    const running = await jobWhen(built, admin, started.id, (job) => job.done > 0);
    expect(running.status).toBe('running');
    const cancelled = await call(built, admin, 'POST', `/background_jobs/${started.id}/cancel`);
    expect(cancelled.json<Job>()).toMatchObject({ status: 'cancelled' });
    const doneAtCancel = cancelled.json<Job>().done;
    expect(doneAtCancel).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = (await call(built, admin, 'GET', `/background_jobs/${started.id}`)).json<Job>();
    expect(after).toMatchObject({ status: 'cancelled', done: doneAtCancel });
    expect(after.log?.at(-1)?.message).toMatch(/^Cancelled: \d+ of 1000 done$/);
    expect((await call(built, admin, 'POST', `/background_jobs/${started.id}/cancel`)).statusCode).toBe(409);
  });

  it('is Manage System only (403), and another organisation’s job is not found (404)', async () => {
    const nurse = await bearer(built, NURSE);
    expect((await call(built, nurse, 'GET', '/background_jobs')).statusCode).toBe(403);
    expect((await call(built, nurse, 'POST', '/background_jobs/bulk_discharges', { bulk_discharge: { patient_ids: [1] } })).statusCode).toBe(403);
    const job = (await call(built, admin, 'GET', '/background_jobs?per_page=10')).json<{ results: Job[] }>().results[0]!;

    const { store } = built.services;
    const olive = store.userByEmail('nurse@st-elsewhere.test')!;
    const role = { ...store.roleOf(olive), id: 99, permissions: [{ action: 'Manage', resource: 'System' }] as StoredRole['permissions'] };
    store.rolesById.set(99, role);
    olive.role_id = 99;
    const other = await bearer(built, olive.email);
    for (const path of [`/background_jobs/${job.id}`, `/background_jobs/${job.id}/result.csv`]) {
      expect((await call(built, other, 'GET', path)).statusCode, path).toBe(404);
    }
    expect((await call(built, other, 'POST', `/background_jobs/${job.id}/cancel`)).statusCode).toBe(404);
    expect((await call(built, other, 'GET', '/background_jobs')).json<{ metadata: { count: number } }>().metadata.count).toBe(0);
  });
});

// Over a real socket: in-process inject answers without a turn of the event loop, which would
// measure nothing (and starve the job of its turns).
describe('background jobs on the large seed', () => {
  let built: BuiltApp;
  let base: string;
  beforeAll(async () => {
    built = await buildApp({ devicesAwaitEmulator: false, validateResponses: true, webDist: null, size: 'large' });
    base = await built.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => { await built.app.close(); });

  it('answers other requests promptly while a 10,000-row export runs', async () => {
    const admin = await bearer(built, SYSADMIN);
    const get = async (path: string) => {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/v1${path}`, { headers: admin });
      return { status: response.status, json: await response.json() as Job, ms: performance.now() - t0 };
    };
    // Each route compiles its validators on its first request: not what is measured here.
    await get('/users/current');
    await get('/background_jobs/1');
    const started = await fetch(`${base}/api/v1/background_jobs/csv_exports`, {
      method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify({ csv_export: { table: 'patients', division_id: '*' } }),
    });
    const { id } = await started.json() as Job;
    const latencies: number[] = [];
    let job = (await get(`/background_jobs/${id}`)).json;
    while (!ended(job)) {
      const current = await get('/users/current');
      expect(current.status).toBe(200);
      if (job.status === 'running') latencies.push(current.ms);
      job = (await get(`/background_jobs/${id}`)).json;
    }
    expect(job.status).toBe('succeeded');
    expect(job.total).toBeGreaterThanOrEqual(10_000);
    // Requests were answered while it ran, each between two slices rather than after the whole file.
    console.info(`[jobs] ${job.total} rows; ${latencies.length} requests answered while the export ran: ${latencies.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    expect(latencies.length).toBeGreaterThan(3);
    expect(Math.max(...latencies)).toBeLessThan(250);
  }, 60_000);
});
