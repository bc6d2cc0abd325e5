// Stat alarms, the privacy curtain, nudges and Manager View (issue 14): who may (shell §6), the
// 422 naming the monitor field, one open alarm per monitor, documenting clears it, audit entries
// with the monitoring source, and events only on the channels of the monitor's division.
import { describe, expect, it } from 'vitest';
import { appPerFile } from './app-per-file.ts';
import { bearer, NURSE, OBSERVER, withRules } from './helpers.ts';

const DANA = 'peds.nurse@mercy-general.test';
const MANAGER = 'manager@mercy-general.test';

const { app, published, listen, call } = appPerFile();

const store = () => app().services.store;
const danaDivision = () => store().userByEmail(DANA)!.division_ids[0]!;
/** An active monitor of a division Dana (one division only) does not hold, and one of hers. */
const monitorOutsideDana = () => store().data.monitors.find((m) => m.status === 'active' && m.division_id !== danaDivision())!;
const monitorOfDana = () => store().data.monitors.find((m) => m.status === 'active' && m.division_id === danaDivision())!;

const divisionChannel = (divisionId: number, nudge = false) => {
  const hospitalId = store().divisionsById.get(divisionId)!.hospital_id;
  return `private-encrypted-hospital-${nudge ? 'nudge-' : ''}${hospitalId}-division-${divisionId}`;
};

describe('stat alarms', () => {
  it('stores an alarm once, audited with its source, tells the division only, and documenting clears it', async () => {
    listen();
    const monitor = monitorOutsideDana();
    const raised = await call('POST', '/stat_alarms', OBSERVER, { alarm_type: 'alarm', patient_monitor_id: monitor.id, source: 'infinity_watch' });
    expect(raised.status).toBe(201);
    expect(raised.body).toMatchObject({ status: 'open', patient_monitor_id: monitor.id, raised_by: { name: 'Owen Price' }, source: 'infinity_watch' });
    expect(published).toEqual([{ channel: divisionChannel(monitor.division_id), event: 'stat-alarm-changed', data: { stat_alarm_id: raised.body.id, patient_monitor_id: monitor.id, status: 'open' } }]);
    expect(store().data.auditLogs.at(-1)).toMatchObject({ category: 'stat_alarms.create', patient_monitor_id: monitor.id, source: 'infinity_watch' });

    const state = await call('GET', `/patient_monitors/watch_states?monitor_ids[]=${monitor.id}`, NURSE);
    expect(state.body.results).toEqual([expect.objectContaining({ patient_monitor_id: monitor.id, stat_alarm: expect.objectContaining({ id: raised.body.id }) })]);

    const again = await call('POST', '/stat_alarms', NURSE, { alarm_type: 'alarm', patient_monitor_id: monitor.id });
    expect(again).toMatchObject({ status: 409, body: { code: 'alarm_open', error: expect.stringContaining('Owen Price') } });

    const blank = await call('POST', `/stat_alarms/${raised.body.id}/document`, NURSE, { note: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.details).toEqual([expect.objectContaining({ field: 'body.note' })]);
    const documented = await call('POST', `/stat_alarms/${raised.body.id}/document`, NURSE, { note: ' Patient back in bed ' });
    expect(documented.body).toMatchObject({ status: 'documented', note: 'Patient back in bed', documented_by: { name: 'Nora Lindqvist' } });
    expect(published.at(-1)).toMatchObject({ event: 'stat-alarm-changed', data: { status: 'documented' } });
    expect((await call('POST', `/stat_alarms/${raised.body.id}/document`, NURSE, { note: 'Twice' })).body).toMatchObject({ code: 'alarm_documented' });
    const after = await call('GET', `/patient_monitors/watch_states?monitor_ids[]=${monitor.id}`, NURSE);
    expect(after.body.results).toEqual([expect.objectContaining({ stat_alarm: null })]);
  });

  it('answers 422 naming body.patient_monitor_id for a missing, foreign or inactive monitor, the foreign one as the missing one', async () => {
    const missing = await call('POST', '/stat_alarms', DANA, { alarm_type: 'alarm', patient_monitor_id: 987654 });
    const foreignId = monitorOutsideDana().id;
    const foreign = await call('POST', '/stat_alarms', DANA, { alarm_type: 'alarm', patient_monitor_id: foreignId });
    expect(missing.status).toBe(422);
    expect(missing.body.details).toEqual([expect.objectContaining({ field: 'body.patient_monitor_id', rule: 'exists' })]);
    expect(JSON.stringify(foreign.body).replaceAll(String(foreignId), 'ID')).toBe(JSON.stringify(missing.body).replaceAll('987654', 'ID'));
    const paused = store().data.monitors.find((m) => m.status === 'paused' && m.division_id === danaDivision())
      ?? store().data.monitors.find((m) => m.status !== 'active' && m.division_id === danaDivision())!;
    const inactive = await call('POST', '/stat_alarms', DANA, { alarm_type: 'alarm', patient_monitor_id: paused.id });
    expect(inactive).toMatchObject({ status: 422, body: { code: 'monitor_not_active', details: [expect.objectContaining({ field: 'body.patient_monitor_id', rule: 'active' })] } });
    expect(store().data.statAlarms).toEqual([]);
  });

  it("refuses (422 naming body.patient_monitor_id) a monitor of another of the caller's divisions than the division_id asked, raising and telling nothing", async () => {
    listen();
    // The nurse holds several divisions: a monitor of one, asked for in another.
    const divisions = store().userByEmail(NURSE)!.division_ids;
    const monitor = store().data.monitors.find((m) => m.status === 'active' && divisions.includes(m.division_id))!;
    const other = divisions.find((id) => id !== monitor.division_id)!;
    const raise = (divisionId: string, callId?: string) =>
      call('POST', `/stat_alarms?division_id=${divisionId}`, NURSE, { alarm_type: 'alarm', patient_monitor_id: monitor.id, ...(callId ? { call_id: callId } : {}) });
    const refused = await raise(String(other), 'call_elsewhere');
    expect(refused).toMatchObject({ status: 422, body: { code: 'monitor_not_in_division', details: [expect.objectContaining({ field: 'body.patient_monitor_id', rule: 'division' })] } });
    expect(refused.body.error).toBe(`Patient monitor ${monitor.id} is not a monitor of ${store().divisionsById.get(other)!.name}`);
    expect(store().data.statAlarms).toEqual([]);
    expect(published).toEqual([]);
    // Its own division, or all of the caller's, raises it; the call id asked again from another division is not answered it.
    const raised = await raise(String(monitor.division_id), 'call_here');
    expect(raised.status).toBe(201);
    expect((await raise(String(other), 'call_here')).status).toBe(422);
    expect((await raise('*', 'call_here')).body.id).toBe(raised.body.id);
  });

  it('raises the alarm of the monitor asked when a call id was used for another monitor', async () => {
    const [first, second] = store().data.monitors.filter((m) => m.status === 'active' && m.division_id === danaDivision());
    const raise = (monitorId: number) => call('POST', '/stat_alarms', DANA, { alarm_type: 'alarm', patient_monitor_id: monitorId, call_id: 'call_reused' });
    const a = await raise(first!.id);
    const b = await raise(second!.id);
    expect(b).toMatchObject({ status: 201, body: { patient_monitor_id: second!.id } });
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('refuses (403) a role without AccessLiveVideo PatientMonitor, and documenting without Edit PatientMonitor', async () => {
    const monitor = monitorOfDana();
    await withRules(app(), ['View PatientMonitor'], async () => {
      expect((await call('POST', '/stat_alarms', NURSE, { alarm_type: 'alarm', patient_monitor_id: monitor.id })).status).toBe(403);
      expect((await call('PUT', `/patient_monitors/${monitor.id}/curtain`, NURSE, { closed: true })).status).toBe(403);
      expect((await call('PUT', `/patient_monitors/${monitor.id}/nudge`, NURSE, { state: 'nudged' })).status).toBe(403);
    });
    const raised = await call('POST', '/stat_alarms', OBSERVER, { alarm_type: 'alarm', patient_monitor_id: monitor.id });
    await withRules(app(), ['View PatientMonitor', 'AccessLiveVideo PatientMonitor'], async () => {
      expect((await call('POST', `/stat_alarms/${raised.body.id}/document`, NURSE, { note: 'Seen' })).status).toBe(403);
    });
    // Dana holds another division only: the alarm is not there for her.
    const foreign = await call('POST', '/stat_alarms', OBSERVER, { alarm_type: 'alarm', patient_monitor_id: monitorOutsideDana().id });
    expect((await call('POST', `/stat_alarms/${foreign.body.id}/document`, DANA, { note: 'Seen' })).status).toBe(404);
  });
});

describe('privacy curtain and nudge', () => {
  it('publishes a change once, on the division channel (nudges on its nudge channel), and lists the state', async () => {
    listen();
    const monitor = monitorOfDana();
    const closed = await call('PUT', `/patient_monitors/${monitor.id}/curtain`, DANA, { closed: true, source: 'central_monitoring' });
    expect(closed.body).toMatchObject({ curtain_closed: true, curtain_changed_by: 'Dana Pemberton' });
    expect((await call('PUT', `/patient_monitors/${monitor.id}/curtain`, DANA, { closed: true })).status).toBe(200);
    expect(published).toEqual([{ channel: divisionChannel(monitor.division_id), event: 'curtain-toggled', data: { patient_monitor_id: monitor.id, closed: true, changed_by: 'Dana Pemberton' } }]);
    expect(store().data.auditLogs.at(-1)).toMatchObject({ category: 'patient_monitors.curtain_closed', source: 'central_monitoring' });

    await call('PUT', `/patient_monitors/${monitor.id}/nudge`, DANA, { state: 'nudged' });
    expect(published.at(-1)).toEqual({ channel: divisionChannel(monitor.division_id, true), event: 'nudge-state-changed', data: { patient_monitor_id: monitor.id, state: 'nudged', changed_by: 'Dana Pemberton' } });

    // Another division's monitor is not there for Dana, and not listed.
    const foreign = monitorOutsideDana();
    expect((await call('PUT', `/patient_monitors/${foreign.id}/curtain`, DANA, { closed: true })).status).toBe(404);
    const states = await call('GET', `/patient_monitors/watch_states?monitor_ids[]=${foreign.id}&monitor_ids[]=${monitor.id}`, DANA);
    expect(states.body.results).toEqual([expect.objectContaining({ patient_monitor_id: monitor.id, curtain_closed: true, nudge_state: 'nudged' })]);
  });

  it('refuses to close the curtain of a stopped monitor or nudge its viewers (409), and always takes opening and clearing', async () => {
    const stopped = store().data.monitors.find((m) => m.status === 'stopped' && m.division_id === danaDivision())!;
    expect(stopped).toBeDefined();
    const closed = await call('PUT', `/patient_monitors/${stopped.id}/curtain`, DANA, { closed: true });
    expect(closed).toMatchObject({ status: 409, body: { code: 'monitor_stopped' } });
    expect((await call('PUT', `/patient_monitors/${stopped.id}/nudge`, DANA, { state: 'nudged' })).body).toMatchObject({ code: 'monitor_stopped' });
    expect((await call('PUT', `/patient_monitors/${stopped.id}/curtain`, DANA, { closed: false })).status).toBe(200);
    expect((await call('PUT', `/patient_monitors/${stopped.id}/nudge`, DANA, { state: 'cleared' })).status).toBe(200);
    const state = await call('GET', `/patient_monitors/watch_states?monitor_ids[]=${stopped.id}`, DANA);
    expect(state.body.results).toEqual([expect.objectContaining({ curtain_closed: false, nudge_state: 'cleared' })]);
  });

  it('lets a user subscribe to the channels of their own divisions only', async () => {
    const auth = async (channel: string) => (await app().app.inject({
      method: 'POST', url: '/api/v1/pusher/auth', headers: { ...await bearer(app(), DANA), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=1.2&channel_name=${channel}`,
    })).statusCode;
    expect(await auth(divisionChannel(danaDivision()))).toBe(200);
    expect(await auth(divisionChannel(danaDivision(), true))).toBe(200);
    expect(await auth(divisionChannel(monitorOutsideDana().division_id))).toBe(403);
    expect(await auth(divisionChannel(monitorOutsideDana().division_id, true))).toBe(403);
  });
});

describe('manager view', () => {
  it('lists who raised alarms with their counts, for the divisions asked, to ViewManagement Reporting only', async () => {
    const monitor = monitorOutsideDana();
    await call('POST', '/stat_alarms', OBSERVER, { alarm_type: 'alarm', patient_monitor_id: monitor.id });
    const view = await call('GET', `/manager_view/observers?division_id=${monitor.division_id}`, 'sysadmin@mercy-general.test');
    expect(view.status).toBe(200);
    const owen = (view.body.results as { user: { name: string } }[]).find((r) => r.user.name === 'Owen Price');
    expect(owen).toMatchObject({ alarm_count: 1, undocumented_alarms: 1, last_alarm_at: expect.any(String) });
    const elsewhere = await call('GET', `/manager_view/observers?division_id=${danaDivision()}`, 'sysadmin@mercy-general.test');
    expect((elsewhere.body.results as { user: { name: string } }[]).some((r) => r.user.name === 'Owen Price' && JSON.stringify(r).includes('alarm_count":1'))).toBe(false);
    expect((await call('GET', '/manager_view/observers', OBSERVER)).status).toBe(403);
    expect((await call('GET', '/manager_view/observers', MANAGER)).status).toBe(200);
  });

  it('counts a patient watched now (an open monitoring session) in the load', async () => {
    const monitor = monitorOfDana();
    const nurse = store().userByEmail(NURSE)!;
    app().services.deviceLink.calls.meetings.set('watching', {
      meeting_id: 'watching', peer_id: 'p', device_id: monitor.video_device_id!, user_id: nurse.id,
      patient_id: monitor.patient_id, video_type: 'monitoring', status: 'joined', preview: true, mic_open: false,
    });
    try {
      const view = await call('GET', `/manager_view/observers?division_id=${monitor.division_id}`, 'sysadmin@mercy-general.test');
      const row = (view.body.results as { user: { id: number }; patients: { patient_monitor_id: number; watching: boolean }[] }[]).find((r) => r.user.id === nurse.id);
      expect(row?.patients).toContainEqual(expect.objectContaining({ patient_monitor_id: monitor.id, watching: true }));
    } finally {
      app().services.deviceLink.calls.meetings.delete('watching');
    }
  });

  it('counts the patients a user is assigned among the load', async () => {
    const assignment = store().data.careAssignments.find((a) => store().data.monitors.some((m) => m.patient_id === a.patient_id && m.status === 'active'));
    if (!assignment) return expect.fail('seed: no assigned monitored patient');
    const view = await call('GET', '/manager_view/observers?division_id=*', 'sysadmin@mercy-general.test');
    const row = (view.body.results as { user: { id: number }; patient_load: number; patients: { assigned: boolean }[] }[]).find((r) => r.user.id === assignment.user_id);
    expect(row?.patient_load).toBeGreaterThan(0);
    expect(row?.patients.some((p) => p.assigned)).toBe(true);
  });
});
