// Control-channel commands: validation of what arrives, and their effect on the device state.
import { describe, expect, it } from 'vitest';
import { applyControl } from '../src/control/control-reducer.ts';
import { parseControl, type ControlCommand } from '../src/control/control-messages.ts';
import type { PtzCommand } from '../src/ptz.ts';
import { initialState, report, type DeviceState } from '../src/device-state.ts';

const camera = initialState({ id: 7, name: 'Room N-301 Camera', serial_number: 'BSD-1', kind: 'fixed', room_name: 'N-301', status: 'online', ptz_enabled: true });

/** Applies commands in order on a PTZ-enabled call; fails the test on a refusal. */
function run(state: DeviceState, ...commands: PtzCommand[]): DeviceState {
  return commands.reduce((current, command) => {
    const result = applyControl(current, command, true);
    if (result.error) throw new Error(result.error);
    return result.state;
  }, state);
}

describe('control commands', () => {
  it('starts and stops a continuous pan/tilt, and counts every command', () => {
    const started = run(camera, { type: 'ptz_start', id: 'a', pan: 1, tilt: 0 });
    expect(started.motion).toEqual({ pan: 1, tilt: 0 });
    const stopped = run(started, { type: 'ptz_stop', id: 'b' });
    expect(stopped.motion).toBeNull();
    expect(report(stopped)).toMatchObject({ commands_received: 2, last_command: 'ptz_stop', ptz: { moving: false } });
    expect(run(camera, { type: 'ptz_start', id: 'c', pan: 0, tilt: 0 }).motion).toBeNull();
  });

  it('moves one 5 degree step per ptz_step (a click on an arrow), within the limits, and stops any move', () => {
    const step = (pan: -1 | 0 | 1, tilt: -1 | 0 | 1) => ({ type: 'ptz_step', id: 's', pan, tilt }) as const;
    expect(run(camera, step(1, 0)).ptz).toEqual({ pan: 5, tilt: 0, zoom: 0 });
    expect(run(camera, step(1, 0), step(0, 1), step(-1, 0)).ptz).toEqual({ pan: 0, tilt: 5, zoom: 0 });
    expect(run({ ...camera, ptz: { pan: 168, tilt: -28, zoom: 3 } }, step(1, -1)).ptz).toEqual({ pan: 170, tilt: -30, zoom: 3 });
    const moving = run(camera, { type: 'ptz_start', id: 'a', pan: 0, tilt: 1 });
    expect(run(moving, step(-1, 0))).toMatchObject({ ptz: { pan: -5, tilt: 0 }, motion: null });
    expect(parseControl(JSON.stringify(step(1, 1)))).toMatchObject({ ok: true });
    expect(parseControl(JSON.stringify({ type: 'ptz_step', id: 'x', pan: 5, tilt: 0 }))).toMatchObject({ ok: false, id: 'x' });
  });

  it('zooms one step at a time within 0 to 10, and resets home', () => {
    const zoomIn = { type: 'zoom', id: 'z', direction: 'in' } as const;
    expect(run(camera, zoomIn, zoomIn).ptz.zoom).toBe(2);
    expect(run(camera, { type: 'zoom', id: 'z', direction: 'out' }).ptz.zoom).toBe(0);
    expect(run(camera, ...Array.from({ length: 12 }, () => zoomIn)).ptz.zoom).toBe(10);
    const moved = { ...run(camera, zoomIn), ptz: { pan: 50, tilt: 20, zoom: 1 }, motion: { pan: 1, tilt: 1 } as const };
    expect(run(moved, { type: 'ptz_reset', id: 'r' })).toMatchObject({ ptz: { pan: 0, tilt: 0, zoom: 0 }, motion: null });
  });

  it('saves presets from the current position and recalls them; an unknown slot is refused', () => {
    const there = { ...camera, ptz: { pan: -40, tilt: 15, zoom: 4 } };
    const saved = run(there, { type: 'preset_save', id: 's', preset_index: 2 });
    expect(report(saved).presets).toEqual({ 2: { pan: -40, tilt: 15, zoom: 4 } });
    const home = run(saved, { type: 'ptz_reset', id: 'r' });
    expect(run(home, { type: 'preset_recall', id: 'p', preset_index: 2 }).ptz).toEqual({ pan: -40, tilt: 15, zoom: 4 });
    const unknown = applyControl(home, { type: 'preset_recall', id: 'q', preset_index: 5 }, true);
    expect(unknown.error).toBe('Preset 5 is not saved on this device');
    expect(unknown.state.ptz).toEqual(home.ptz);
    expect(unknown.state.commandsReceived).toBe(home.commandsReceived + 1);
  });

  it('refuses commands on a call without PTZ, on a device without a PTZ camera, and while the head restarts', () => {
    const start = { type: 'ptz_start', id: 'a', pan: 1, tilt: 0 } as const;
    expect(applyControl(camera, start, false)).toMatchObject({ error: 'PTZ is not enabled for this call', state: { motion: null } });
    const tablet = { ...camera, ptzCapable: false };
    expect(applyControl(tablet, start, true).error).toBe('This device has no PTZ camera');
    expect(applyControl({ ...camera, ptzRebooting: true }, start, true).error).toBe('The PTZ camera is restarting');
  });
});

describe('control messages', () => {
  it('accepts each command of the contract', () => {
    const commands: ControlCommand[] = [
      { type: 'ptz_start', id: '1', pan: -1, tilt: 1 }, { type: 'ptz_stop', id: '2' }, { type: 'zoom', id: '3', direction: 'out' },
      { type: 'ptz_reset', id: '4' }, { type: 'preset_save', id: '5', preset_index: 0 }, { type: 'preset_recall', id: '6', preset_index: 63 },
      { type: 'renegotiate_answer', id: '7', sdp: 'v=0' },
    ];
    for (const command of commands) expect(parseControl(JSON.stringify(command))).toEqual({ ok: true, command });
  });

  it('refuses what is not a valid command, keeping a readable id for the ack', () => {
    expect(parseControl('{not json')).toMatchObject({ ok: false, id: '', error: 'Invalid command: not JSON' });
    expect(parseControl(Buffer.from('{}'))).toMatchObject({ ok: false, id: '' });
    expect(parseControl(JSON.stringify({ type: 'self_destruct', id: 'x1' }))).toMatchObject({ ok: false, id: 'x1' });
    expect(parseControl(JSON.stringify({ type: 'ptz_start', id: 'x2', pan: 2, tilt: 0 }))).toMatchObject({ ok: false, id: 'x2' });
    expect(parseControl(JSON.stringify({ type: 'zoom', id: 'x3' }))).toMatchObject({ ok: false, id: 'x3' });
    expect(parseControl(JSON.stringify({ type: 'preset_save', id: 'x4', preset_index: 64 }))).toMatchObject({ ok: false, id: 'x4' });
    expect(parseControl(JSON.stringify({ type: 'ptz_stop', id: 'x5', extra: true }))).toMatchObject({ ok: false, id: 'x5' });
    expect(parseControl(JSON.stringify({ type: 'ptz_stop', id: 7 }))).toMatchObject({ ok: false, id: '' });
    for (const raw of ['null', '42', '"ptz_stop"', '[]']) expect(parseControl(raw)).toMatchObject({ ok: false, id: '' });
  });
});
