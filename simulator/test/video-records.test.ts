// What the web records during video visits: metric records (POST /videos/save_metrics) and audit
// entries (POST /audit_logs), read back through /sim as QA does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { VIDEO_METRICS_CAP } from '../src/api/video-metrics.ts';
import { bearer, NURSE, OBSERVER, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
const data = () => built.services.store.data;

const post = async (url: string, payload: object, email = NURSE) => built.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: await bearer(built, email) });
const record = (overrides: object = {}) => ({
  timestamp: '2026-11-21T10:00:00.000Z', metric_type: 'stats', video_device_id: 91, division_id: 1, meeting_id: 'meeting-a',
  metrics: { score: 4, latency: 120, jitter: 8, packet_loss: 0.2 }, ...overrides,
});
const save = (records: object[], email?: string) => post('/videos/save_metrics', { video_device_metrics: records }, email);

describe('POST /videos/save_metrics', () => {
  it('stores stats and warnings with who sent them, readable and filterable through /sim', async () => {
    const response = await save([record(), record({ metric_type: 'warning', meeting_id: null, metrics: { issue: 'high-latency' } })]);
    expect(response.statusCode).toBe(204);
    const nurse = built.services.store.userByEmail(NURSE);
    const all = (await built.app.inject({ url: '/sim/video_metrics?video_device_id=91' })).json();
    expect(all).toEqual([
      { ...record(), user_id: nurse?.id, received_at: expect.any(String) },
      expect.objectContaining({ metric_type: 'warning', meeting_id: null, metrics: { issue: 'high-latency' } }),
    ]);
    expect((await built.app.inject({ url: '/sim/video_metrics?metric_type=warning&video_device_id=91' })).json()).toHaveLength(1);
    expect((await built.app.inject({ url: '/sim/video_metrics?meeting_id=meeting-a' })).json()).toHaveLength(1);
    expect((await built.app.inject({ url: '/sim/video_metrics?metric_type=other' })).statusCode).toBe(400);
  });

  it('answers 400 with the field to records that break the contract, and 401 without a token', async () => {
    const bad: [object, string][] = [
      [record({ metric_type: 'info' }), 'metric_type'],
      [record({ timestamp: 'yesterday' }), 'timestamp'],
      [record({ video_device_id: 0 }), 'video_device_id'],
      [record({ metrics: 'fast' }), 'metrics'],
      [record({ extra: true }), 'additionalProperties'],
      // The figures are bounded: a record cannot carry a megabyte, nor hundreds of keys.
      [record({ metrics: { blob: 'a'.repeat(201) } }), 'metrics.blob'],
      [record({ metrics: Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i])) }), 'maxProperties'],
      [record({ metrics: { nested: { a: 1 } } }), 'metrics.nested'],
    ];
    for (const [body, field] of bad) {
      const response = await save([body]);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
    expect((await post('/videos/save_metrics', {})).statusCode).toBe(400);
    const tooMany = await save(Array.from({ length: 501 }, () => record()));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0]).toMatchObject({ rule: 'maxItems' });
    const anonymous = await built.app.inject({ method: 'POST', url: '/api/v1/videos/save_metrics', payload: { video_device_metrics: [] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 naming the record to a device the caller may not see or a division not theirs, and stores none of the call', async () => {
    const before = built.services.store.data.videoMetrics.length;
    const { data } = built.services.store;
    const nurseOrg = data.hospitals.find((h) => h.id === built.services.store.userByEmail(NURSE)!.hospital_id)!.organization_id;
    const foreign = data.devices.find((d) => data.hospitals.find((h) => h.id === d.hospital_id)!.organization_id !== nurseOrg)!;
    const device = await save([record(), record({ video_device_id: foreign.id })]);
    expect(device.statusCode).toBe(400);
    expect(device.json()).toMatchObject({ details: [{ field: 'body.video_device_metrics[1].video_device_id' }] });
    expect(device.json().error).toBe(`Video device ${foreign.id} not found`);
    const foreignDivision = data.divisions.find((d) => data.hospitals.find((h) => h.id === d.hospital_id)!.organization_id !== nurseOrg)!.id;
    const division = await save([record({ division_id: foreignDivision })]);
    expect(division.json()).toMatchObject({ details: [{ field: 'body.video_device_metrics[0].division_id', message: `Division ${foreignDivision} not found` }] });
    expect(built.services.store.data.videoMetrics).toHaveLength(before);
    // A division of the organisation that is not the nurse's (the patient moved there during the call) is kept.
    const nurseDivisions = built.services.store.userByEmail(NURSE)!.division_ids;
    const sameOrgOther = data.divisions.find((d) => !nurseDivisions.includes(d.id) && data.hospitals.find((h) => h.id === d.hospital_id)!.organization_id === nurseOrg)!;
    expect((await save([record({ division_id: sameOrgOther.id })])).statusCode).toBe(204);
  });

  it('keeps the newest records only, so a long session cannot grow the simulator without bound', async () => {
    const batch = (n: number) => Array.from({ length: 500 }, (_, i) => record({ meeting_id: `cap-${n}-${i}`, video_device_id: 92 }));
    for (let n = 0; n < VIDEO_METRICS_CAP / 500 + 1; n += 1) expect((await save(batch(n))).statusCode).toBe(204);
    const stored = built.services.store.data.videoMetrics;
    expect(stored).toHaveLength(VIDEO_METRICS_CAP);
    expect(stored.at(-1)?.meeting_id).toBe(`cap-${VIDEO_METRICS_CAP / 500}-499`);
    expect(stored.some((m) => m.meeting_id === 'cap-0-0')).toBe(false);
  });
});

describe('POST /audit_logs for video activity', () => {
  const entry = {
    category: 'video_meeting_started', session_id: 'session-1', patient_monitor_id: 1, video_type: 'meeting', meeting_id: 'meeting-b',
    patient_id: 2, ptz_enabled: true, video_reasons: [1], video_device_id: 2, source: 'infinity_watch',
  };

  it('stores a video entry with the user, for every division (division_id=*)', async () => {
    const response = await post('/audit_logs?division_id=*', { audit_log: entry }, OBSERVER);
    expect(response.statusCode).toBe(201);
    const observer = built.services.store.userByEmail(OBSERVER);
    expect(response.json()).toEqual({ ...entry, id: expect.any(Number), user_id: observer?.id, created_at: expect.any(String) });
    const found = (await built.app.inject({ url: '/sim/audit_logs?meeting_id=meeting-b' })).json();
    expect(found).toEqual([response.json()]);
    expect((await built.app.inject({ url: `/sim/audit_logs?user_email=${OBSERVER}&video_device_id=2` })).json()).toHaveLength(1);
    expect((await built.app.inject({ url: `/sim/audit_logs?user_email=${NURSE}&meeting_id=meeting-b` })).json()).toEqual([]);
    expect((await built.app.inject({ url: '/sim/audit_logs?category=video_meeting_started' })).json()).toHaveLength(1);
    const test = await post('/audit_logs', { audit_log: { category: 'video_test_started', video_type: 'test', source: null, meeting_id: null } });
    expect(test.statusCode).toBe(201);
  });

  it('answers 400 to an unknown source or video type', async () => {
    expect((await post('/audit_logs', { audit_log: { ...entry, source: 'somewhere' } })).statusCode).toBe(400);
    expect((await post('/audit_logs', { audit_log: { ...entry, video_type: 'movie' } })).statusCode).toBe(400);
    expect((await post('/audit_logs', { audit_log: { meeting_id: 'x' } })).statusCode).toBe(400);
  });

  it('answers 400 naming the field to an unknown field, an oversized one, or a record of another organisation, and keeps none', async () => {
    const before = built.services.store.data.auditLogs.length;
    const { data } = built.services.store;
    const organisationOf = (divisionId: number) => data.hospitals.find((h) => h.id === built.services.store.divisionsById.get(divisionId)?.hospital_id)?.organization_id;
    const foreignMonitor = data.monitors.find((m) => organisationOf(m.division_id) !== organisationOf(1))!;
    const refused: [object, string, string][] = [
      [{ ...entry, extra: { a: 1 } }, 'body.audit_log.extra', 'additionalProperties'],
      [{ ...entry, session_id: 's'.repeat(101) }, 'body.audit_log.session_id', 'maxLength'],
      [{ ...entry, video_reasons: Array.from({ length: 51 }, (_, i) => i + 1) }, 'body.audit_log.video_reasons', 'maxItems'],
      [{ ...entry, patient_monitor_id: foreignMonitor.id }, 'body.audit_log.patient_monitor_id', 'exists'],
    ];
    for (const [auditLog, field, rule] of refused) {
      const response = await post('/audit_logs?division_id=*', { audit_log: auditLog }, OBSERVER);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details[0], field).toMatchObject({ field, rule });
    }
    expect(JSON.stringify((await post('/audit_logs', { audit_log: { ...entry, patient_monitor_id: foreignMonitor.id } })).json())).not.toContain('St ');
    expect(data.auditLogs).toHaveLength(before);
  });

  it("refuses the categories the server writes itself, naming the field, and takes the web's own", async () => {
    // Written by the server: a record change (revisions), a stat alarm and a nudge (monitoring actions), a form submission.
    const made = await post('/rooms?division_id=1', { room: { name: 'Audit check room', unit_id: data().units.find((u) => u.division_id === 1)!.id } }, SYSADMIN);
    expect(made.statusCode, made.body).toBe(201);
    const serverOwn = [...new Set(data().auditLogs.map((a) => a.category).filter((c) => c.includes('.')))];
    expect(serverOwn).toContain('rooms.create');
    const before = data().auditLogs.length;
    for (const category of [...serverOwn, 'stat_alarms.create', 'stat_alarms.document', 'patient_monitors.nudged', 'form_submissions.create', 'rooms.update']) {
      const response = await post('/audit_logs?division_id=*', { audit_log: { ...entry, category } }, OBSERVER);
      expect(response.statusCode, category).toBe(400);
      expect(response.json().details, category).toEqual([expect.objectContaining({ field: 'body.audit_log.category', rule: 'server_owned' })]);
    }
    expect(data().auditLogs).toHaveLength(before);
    // What the web audits (web lib/media/session-types.ts VideoAuditCategory) is taken.
    for (const category of ['video_started', 'video_connected', 'video_ended', 'video_failed', 'video_connect_failed']) {
      expect((await post('/audit_logs?division_id=*', { audit_log: { ...entry, category } }, OBSERVER)).statusCode, category).toBe(201);
    }
  });
});
