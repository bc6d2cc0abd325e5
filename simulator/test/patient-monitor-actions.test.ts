// Monitor transitions (issue 11 item 3): start, pause with a reason, resume and stop as the
// transition table allows, every other pair refused with 409 naming both statuses; a device keeps
// at most one monitor that is not stopped; multipause and multiresume change all or none; every
// change leaves a revision, an audit entry and an event in the monitor's log.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import type { MonitorStatus, PatientMonitor } from '../src/store/types.ts';
import { bearer, NURSE, OBSERVER, testApp, withRules } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });
afterEach(() => built.services.store.reset());

const store = () => built.services.store;
async function post(path: string, payload?: object, email = NURSE) {
  const response = await built.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: await bearer(built, email), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<Record<string, unknown> & { results?: { id: number; status: string }[] }>() };
}
const get = async (path: string) => (await built.app.inject({ url: `/api/v1${path}`, headers: await bearer(built, NURSE) })).json<Record<string, unknown>[]>();

/** A seeded North Tower monitor with a device, put in `status` (its device has no other running monitor). */
function monitorIn(status: MonitorStatus): PatientMonitor {
  const monitor = store().data.monitors.find((m) => m.division_id === 1 && m.video_device_id !== null
    && store().data.patients.find((p) => p.id === m.patient_id)?.status === 'active');
  if (!monitor) throw new Error('seed: a North Tower monitor of an admitted patient');
  monitor.status = status;
  monitor.pause_reason = status === 'paused' ? 'Procedure' : null;
  return monitor;
}

const allowed: Record<string, [from: MonitorStatus[], to: MonitorStatus]> = {
  start: [['pending', 'stopped', 'created'], 'active'],
  pause: [['active'], 'paused'],
  resume: [['paused'], 'active'],
  stop: [['pending', 'created', 'active', 'paused'], 'stopped'],
};
const statuses: MonitorStatus[] = ['stopped', 'pending', 'active', 'paused', 'created'];
const cases = Object.entries(allowed).flatMap(([action, [from, to]]) => statuses.map((status) => [action, status, from.includes(status) ? to : null] as const));

describe('monitor transitions', () => {
  it.each(cases)('%s from %s', async (action, from, to) => {
    const monitor = monitorIn(from);
    const events = store().data.monitorEvents.length;
    const { status, body } = await post(`/patient_monitors/${monitor.id}/${action}`, action === 'pause' ? { reason: 'Patient privacy' } : undefined);
    if (to === null) {
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 'invalid_transition' });
      expect(body.error).toContain(from);
      expect(body.error).toContain(allowed[action]![1]);
      expect(monitor.status).toBe(from);
      expect(store().data.monitorEvents).toHaveLength(events);
      return;
    }
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: monitor.id, status: to, pause_reason: to === 'paused' ? 'Patient privacy' : null });
    const [event] = await get(`/patient_monitors/${monitor.id}/events`);
    expect(event).toMatchObject({ kind: { start: 'started', pause: 'paused', resume: 'resumed', stop: 'stopped' }[action], username: 'Nora Lindqvist' });
    const [revision] = await get(`/patient_monitors/${monitor.id}/revisions`);
    expect(revision).toMatchObject({ action: 'update', audited_changes: { status: [from, to] }, username: 'Nora Lindqvist' });
    expect(store().data.auditLogs.at(-1)).toMatchObject({ category: 'patient_monitors.update', patient_monitor_id: monitor.id });
  });

  it('starts only on a free device (409 device_in_use), and frees the device on stop', async () => {
    const running = monitorIn('active');
    const other = store().data.monitors.find((m) => m.status === 'stopped' && m.video_device_id !== running.video_device_id && m.division_id === 1)!;
    other.video_device_id = running.video_device_id;
    other.patient_id = running.patient_id;
    const refused = await post(`/patient_monitors/${other.id}/start`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'device_in_use' });
    expect((await post(`/patient_monitors/${running.id}/stop`)).status).toBe(200);
    expect((await post(`/patient_monitors/${other.id}/start`)).body).toMatchObject({ status: 'active', monitor_ended_at: null });
  });

  it('lets the Virtual Observer pause and resume (Edit PatientMonitor) and nobody without it', async () => {
    const monitor = monitorIn('active');
    expect((await post(`/patient_monitors/${monitor.id}/pause`, { reason: 'Patient privacy' }, OBSERVER)).status).toBe(200);
    expect((await post(`/patient_monitors/${monitor.id}/resume`, undefined, OBSERVER)).status).toBe(200);
    const denied = await withRules(built, ['View PatientMonitor'], () => post(`/patient_monitors/${monitor.id}/pause`, { reason: 'x' }));
    expect(denied.status).toBe(403);
    expect(monitor.status).toBe('active');
  });

  it('answers a blank pause reason with 400 naming it', async () => {
    const monitor = monitorIn('active');
    const { status, body } = await post(`/patient_monitors/${monitor.id}/pause`, { reason: '   ' });
    expect(status).toBe(400);
    expect(body.details).toContainEqual(expect.objectContaining({ field: 'body.reason' }));
  });
});

describe('moving a monitor', () => {
  it('moves to a free device of the division with a readable revision and a moved event, never to a busy one', async () => {
    const monitor = monitorIn('active');
    const busy = store().data.monitors.find((m) => m !== monitor && m.division_id === 1 && m.status === 'active')!;
    const put = async (videoDeviceId: number) => (await built.app.inject({
      method: 'PUT', url: `/api/v1/patient_monitors/${monitor.id}`, headers: await bearer(built, NURSE), payload: { patient_monitor: { video_device_id: videoDeviceId } },
    })).json<Record<string, unknown> & { details?: { field: string }[] }>();
    expect((await put(busy.video_device_id!)).details).toEqual([expect.objectContaining({ field: 'body.patient_monitor.video_device_id' })]);
    const before = store().devicesById.get(monitor.video_device_id!)!;
    const cart = store().data.devices.find((d) => d.name === 'North Tower Cart 3')!;
    expect(await put(cart.id)).toMatchObject({ video_device: { id: cart.id, name: cart.name }, room: null });
    const [revision] = await get(`/patient_monitors/${monitor.id}/revisions`);
    expect(revision).toMatchObject({ action: 'update', audited_changes: { video_device: [before.name, cart.name], room: [before.room!.name, null] } });
    expect((await get(`/patient_monitors/${monitor.id}/events`))[0]).toMatchObject({ kind: 'moved', reason: cart.name });
  });
});

describe('what follows a monitor', () => {
  it('takes a cart out of the video visit picker while its monitor runs, and search shows the monitor\'s status', async () => {
    const patient = store().data.patients.find((p) => p.division_id === 1 && p.status === 'active')!;
    const picker = async () => (await built.app.inject({ url: `/api/v1/video_devices/picker?patient_id=${patient.id}&per_page=100`, headers: await bearer(built, NURSE) }))
      .json<{ results: { id: number; name: string }[] }>().results;
    const cart = (await picker())[0]!;
    const created = await post('/patient_monitors?division_id=1', { patient_monitor: { patient_id: patient.id, video_device_id: cart.id } });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await picker()).map((d) => d.id)).not.toContain(cart.id);
    expect((await post('/patient_monitors?division_id=1', { patient_monitor: { patient_id: patient.id, video_device_id: cart.id } })).body.details)
      .toContainEqual(expect.objectContaining({ field: 'body.patient_monitor.video_device_id', rule: 'free' }));
    await post(`/patient_monitors/${id}/start`);
    const search = (await built.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(patient.mrn)}`, headers: await bearer(built, NURSE) }))
      .json<{ groups: { groupId: string; items: { id: number; status: string }[] }[] }>();
    expect(search.groups.find((g) => g.groupId === 'monitoring_sessions')?.items).toContainEqual(expect.objectContaining({ id, status: 'active' }));
    expect((await get(`/patients/${patient.id}/monitoring_sessions`))[0]).toMatchObject({ id, status: 'active', video_device: { id: cart.id } });
    await post(`/patient_monitors/${id}/stop`);
    expect((await picker()).map((d) => d.id)).toContain(cart.id);
  });
});

describe('multipause and multiresume', () => {
  const active = () => store().data.monitors.filter((m) => m.status === 'active' && m.division_id === 1).slice(0, 3);

  it('pauses several at once, each with its revision, event and reason', async () => {
    const monitors = active();
    expect(monitors).toHaveLength(3);
    const { status, body } = await post('/patient_monitors/multipause', { ids: monitors.map((m) => m.id), reason: 'Procedure' });
    expect(status).toBe(200);
    expect(body.results?.map((r) => [r.id, r.status])).toEqual(monitors.map((m) => [m.id, 'paused']));
    for (const m of monitors) {
      expect(m).toMatchObject({ status: 'paused', pause_reason: 'Procedure' });
      expect((await get(`/patient_monitors/${m.id}/events`))[0]).toMatchObject({ kind: 'paused', reason: 'Procedure' });
    }
    const resumed = await post('/patient_monitors/multiresume', { ids: monitors.map((m) => m.id) });
    expect(resumed.body.results?.map((r) => r.status)).toEqual(['active', 'active', 'active']);
  });

  it('makes every change before another request can come between them: a stop meanwhile is not undone', async () => {
    const monitors = active();
    expect((await post('/patient_monitors/multipause', { ids: monitors.map((m) => m.id), reason: 'Procedure' })).status).toBe(200);
    // Each change's realtime publish is slow (a busy Pusher), as between the changes of a bulk call.
    const { publisher } = built.services;
    const publish = publisher.publish.bind(publisher);
    publisher.publish = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return publish(...args);
    };
    try {
      const last = monitors.at(-1)!;
      const resuming = post('/patient_monitors/multiresume', { ids: monitors.map((m) => m.id) });
      await expect.poll(() => monitors[0]!.status, { interval: 1 }).toBe('active');
      const stopped = await post(`/patient_monitors/${last.id}/stop`);
      expect(stopped.status).toBe(200);
      expect((await resuming).status).toBe(200);
      expect(last.status).toBe('stopped');
      expect((await get(`/patient_monitors/${last.id}/events`))[0]).toMatchObject({ kind: 'stopped' });
    } finally {
      publisher.publish = publish;
    }
  });

  it('changes none when one id is missing or of another division (404)', async () => {
    const monitors = active();
    const foreign = store().data.monitors.find((m) => m.division_id === 3 && m.status === 'active')!;
    for (const stray of [999_999, foreign.id]) {
      const { status } = await post('/patient_monitors/multipause', { ids: [...monitors.map((m) => m.id), stray], reason: 'Procedure' });
      expect(status).toBe(404);
      expect(monitors.map((m) => m.status)).toEqual(['active', 'active', 'active']);
    }
    expect(foreign.status).toBe('active');
  });

  it('changes none when one monitor is not in the right status (409)', async () => {
    const monitors = active();
    monitors[2]!.status = 'pending';
    const before = store().data.monitorEvents.length;
    const { status, body } = await post('/patient_monitors/multipause', { ids: monitors.map((m) => m.id), reason: 'Procedure' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'invalid_transition' });
    expect(monitors.map((m) => m.status)).toEqual(['active', 'active', 'pending']);
    expect(store().data.monitorEvents).toHaveLength(before);
    expect((await post('/patient_monitors/multiresume', { ids: [monitors[0]!.id] })).status).toBe(409);
  });
});
