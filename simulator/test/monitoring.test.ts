// The Monitoring screens' server side: what the request log keeps of a request (never a query
// value), whose it is (organisation, anonymous by the division named), which calls it leaves out,
// its bound; a device's uptime from its recorded status changes; System Overview's live counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { DeviceStatusHistory, uptimeOf, type DeviceStatusChange } from '../src/store/device-status-history.ts';
import { RequestLog } from '../src/store/request-log.ts';
import { bearer, NURSE, SYSADMIN, testApp } from './helpers.ts';

let built: BuiltApp;
let admin: { authorization: string };
beforeAll(async () => {
  built = await testApp();
  admin = await bearer(built, SYSADMIN);
});
afterAll(async () => { await built.app.close(); });

type Row = { method: string; route: string | null; path: string; status: number; status_class: string; user: string; division: string | null };
const get = async (url: string, headers: Record<string, string> = admin) => built.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const logged = async (filters: string, headers = admin) => (await get(`/inbound_requests?per_page=100&${filters}`, headers)).json<{ results: Row[] }>().results;

describe('request log', () => {
  it('keeps the route, status and caller of a request, and none of its query values', async () => {
    const nurse = await bearer(built, NURSE);
    expect((await get('/search?q=Lindqvist%20MRN1234567&division_id=1', nurse)).statusCode).toBe(200);
    const [row] = await logged('filters[path]=/search');
    expect(row).toMatchObject({ method: 'GET', route: '/search', path: '/api/v1/search?q=…&division_id=…', status: 200, status_class: '2xx', user: NURSE, division: 'North Tower' });
    expect(JSON.stringify(built.services.store.requestLog.all())).not.toContain('Lindqvist');
  });

  it('shows a bad request with its 400 and an anonymous one to the organisation of the division it named', async () => {
    expect((await get('/rooms?division_id=1&filters[created_at][from]=x', admin)).statusCode).toBe(400);
    expect((await get('/rooms?division_id=1', {})).statusCode).toBe(401);
    expect((await get('/rooms?division_id=*', {})).statusCode).toBe(401);
    const rooms = await logged('filters[path]=/rooms?&filters[status_class][]=4xx');
    expect(rooms.map((r) => [r.status, r.user])).toEqual([[401, 'anonymous'], [400, SYSADMIN]]);
  });

  it('lists a method the API has no use for as OTHER', async () => {
    // The path is the API's, the method not one it takes: 405.
    expect((await built.app.inject({ method: 'PROPFIND', url: '/api/v1/rooms?division_id=1', headers: admin })).statusCode).toBe(405);
    const [row] = await logged('filters[method][]=OTHER');
    expect(row).toMatchObject({ method: 'OTHER', route: null, status: 405, path: '/api/v1/rooms?division_id=…' });
  });

  it('shows an organisation none of another organisation’s requests', async () => {
    const other = await bearer(built, 'nurse@st-elsewhere.test');
    await get('/rooms?division_id=5', other);
    const theirs = built.services.store.requestLog.all().filter((e) => e.path === '/api/v1/rooms?division_id=…' && e.user_id === built.services.store.userByEmail('nurse@st-elsewhere.test')!.id);
    expect(theirs).toHaveLength(1);
    expect((await logged('filters[user]=st-elsewhere')).length).toBe(0);
  });

  it('leaves out its own list and the overview poll, so neither churns what it shows', async () => {
    const before = built.services.store.requestLog.all().length;
    await get('/inbound_requests');
    await get('/system_overview');
    expect(built.services.store.requestLog.all().length).toBe(before);
  });

  it('keeps the newest requests only, up to its cap', () => {
    const log = new RequestLog(3);
    for (let i = 0; i < 5; i += 1) log.add({ at: i, method: 'GET', route: null, path: `/${i}`, status: 200, latency_ms: 1, user_id: null, organization_id: null, division: null });
    expect(log.all().map((r) => r.path)).toEqual(['/2', '/3', '/4']);
  });
});

describe('device uptime', () => {
  const HOUR = 3_600_000;
  const change = (at: number, status: DeviceStatusChange['status'], previous: DeviceStatusChange['previous_status']): DeviceStatusChange =>
    ({ video_device_id: 1, status, previous_status: previous, at });

  it('is the online share of the observed window, counting each fall from online as an outage', () => {
    // Online 14 h, offline 1 h, error 5 h, online 3 h, offline 1 h: 17 of 24 hours.
    const now = 100 * HOUR;
    const entries = [change(now - 48 * HOUR, 'online', null), change(now - 10 * HOUR, 'offline', 'online'), change(now - 9 * HOUR, 'error', 'offline'), change(now - 4 * HOUR, 'online', 'error'), change(now - 1 * HOUR, 'offline', 'online')];
    expect(uptimeOf(entries, 24 * HOUR, now)).toEqual({
      uptime_percent: 70.83, outages: 2, last_change_at: new Date(now - HOUR).toISOString(), observed_since: new Date(now - 24 * HOUR).toISOString(),
    });
  });

  it('counts only the time since observation began, and no outage for a device never seen online', () => {
    const now = 10 * HOUR;
    expect(uptimeOf([change(now - 2 * HOUR, 'offline', null), change(now - HOUR, 'online', 'offline')], 24 * HOUR, now))
      .toMatchObject({ uptime_percent: 50, outages: 0, observed_since: new Date(now - 2 * HOUR).toISOString() });
    expect(uptimeOf([], 24 * HOUR, now)).toMatchObject({ uptime_percent: null, observed_since: null });
  });

  it('observes a device waiting for its emulator from its first report, not from the start', () => {
    const history = new DeviceStatusHistory();
    history.start([{ id: 1, status: 'offline' }], 0);
    history.record(2, 'offline', 'online', HOUR);
    history.record(2, 'online', 'offline', 2 * HOUR);
    expect(history.byDevice().get(2)!.map((e) => e.previous_status)).toEqual([null, 'online']);
    expect(uptimeOf(history.byDevice().get(2)!, 24 * HOUR, 3 * HOUR)).toMatchObject({ uptime_percent: 50, outages: 1 });
  });

  it('records a status change reported over the device link, and the list shows it as an outage', async () => {
    const device = built.services.store.data.devices.find((d) => d.status === 'online' && d.division.id === 1)!;
    await built.services.deviceLink.setStatus(device.id, 'offline');
    const rows = (await get(`/devices_uptime?division_id=1&filters[window][]=24h&filters[name]=${encodeURIComponent(device.name)}`)).json<{ results: { video_device_id: number; outages: number; status: string }[] }>().results;
    expect(rows.find((r) => r.video_device_id === device.id)).toMatchObject({ outages: 1, status: 'offline' });
  });
});

describe('system overview', () => {
  it('counts in-service devices by status and the last minute’s requests of the organisation', async () => {
    const { store } = built.services;
    const overview = (await get('/system_overview?division_id=2')).json<{ devices: Record<string, number>; requests: { per_minute: number }; realtime: { connections: number | null } }>();
    const inService = store.data.devices.filter((d) => d.division.id === 2 && d.service_status === 'in_service');
    expect(overview.devices).toEqual({
      online: inService.filter((d) => d.status === 'online').length,
      offline: inService.filter((d) => d.status === 'offline').length,
      error: inService.filter((d) => d.status === 'error').length,
    });
    expect(overview.requests.per_minute).toBeGreaterThan(0);
    expect(overview.realtime.connections).toBe(0);
  });
});
