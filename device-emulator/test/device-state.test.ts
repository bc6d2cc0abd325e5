import { describe, expect, it } from 'vitest';
import { initialState, reduce } from '../src/device-state.ts';

const online = initialState({ id: 7, name: 'Room N-301 Camera', serial_number: 'BSD-1', kind: 'fixed', room_name: 'N-301', status: 'online' });

describe('device state', () => {
  it('goes offline, fails and comes back on command', () => {
    const offline = reduce(online, { type: 'command', command: 'go_offline' });
    expect(offline.status).toBe('offline');
    expect(reduce(offline, { type: 'command', command: 'go_online' }).status).toBe('online');
    expect(reduce(online, { type: 'command', command: 'fail' }).status).toBe('error');
  });

  it('drops offline while rebooting and comes back online when the reboot finishes', () => {
    const rebooting = reduce(online, { type: 'command', command: 'reboot' });
    expect(rebooting).toMatchObject({ status: 'offline', rebooting: true, rebootCount: 1 });
    expect(reduce(rebooting, { type: 'reboot-finished' })).toMatchObject({ status: 'online', rebooting: false, rebootCount: 1 });
  });

  it('cannot reboot an offline device, and a stale reboot-finished changes nothing', () => {
    const offline = reduce(online, { type: 'command', command: 'go_offline' });
    expect(reduce(offline, { type: 'command', command: 'reboot' })).toBe(offline);
    expect(reduce(offline, { type: 'reboot-finished' })).toBe(offline);
  });

  it('a go_offline during a reboot cancels the reboot', () => {
    const rebooting = reduce(online, { type: 'command', command: 'reboot' });
    const offline = reduce(rebooting, { type: 'command', command: 'go_offline' });
    expect(reduce(offline, { type: 'reboot-finished' }).status).toBe('offline');
  });
});
