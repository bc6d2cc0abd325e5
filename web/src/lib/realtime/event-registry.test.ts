import { describe, expect, it, vi } from 'vitest';
import { dispatchRealtimeEvent } from './event-registry';

describe('dispatchRealtimeEvent', () => {
  it('calls the handler registered for the event', () => {
    const onRefresh = vi.fn();

    dispatchRealtimeEvent({ 'request-browser-refresh': onRefresh }, 'request-browser-refresh', { message: 'Update' }, 'private-encrypted-user-4');

    expect(onRefresh).toHaveBeenCalledWith({ message: 'Update' }, { channel: 'private-encrypted-user-4' });
  });

  it('logs events without a handler, including names outside the contract', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});

    dispatchRealtimeEvent({}, 'monitor-updated', { patient_monitor_id: 1, status: 'active' });
    dispatchRealtimeEvent({}, 'toString', {});

    expect(debug).toHaveBeenCalledTimes(2);
    expect(debug.mock.calls[0]![0]).toContain('monitor-updated');
    debug.mockRestore();
  });
});

describe('the realtime boundary', () => {
  const handlers = () => ({
    'request-browser-refresh': vi.fn(),
    'user-authenticated': vi.fn(),
    'room-notification': vi.fn(),
    'wifi-stats': vi.fn(),
  });

  // Hostile-input QA: each reached its handler, which crashed the page (React error #31), showed
  // Signed In From Another Device, or asked for /virtual_requests/%7Bid%7D/receive.
  it('drops an event whose data is not its payload in the contract, with a warning naming the field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spies = handlers();
    const dropped = vi.fn();

    dispatchRealtimeEvent(spies, 'request-browser-refresh', { message: { text: 'an object' } }, 'private-encrypted-user-4', dropped);
    dispatchRealtimeEvent(spies, 'user-authenticated', {}, 'private-encrypted-hospital-1', dropped);
    dispatchRealtimeEvent(spies, 'room-notification', { patient_id: 3 }, 'private-encrypted-user-4', dropped);
    dispatchRealtimeEvent(spies, 'wifi-stats', { video_device_id: 2, wifi_signal_state: 'splendid' }, 'private-encrypted-hospital-1-division-1', dropped);
    dispatchRealtimeEvent(spies, 'wifi-stats', 'not an object', 'private-encrypted-hospital-1-division-1', dropped);

    for (const spy of Object.values(spies)) expect(spy).not.toHaveBeenCalled();
    // Each is told, so what it would have changed can be read again (app/shell/dropped-events.ts).
    expect(dropped.mock.calls).toEqual([['request-browser-refresh'], ['user-authenticated'], ['room-notification'], ['wifi-stats'], ['wifi-stats']]);
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringContaining('message must be string'),
      expect.stringContaining('session_id is missing'),
      expect.stringContaining('virtual_request_id is missing'),
      expect.stringContaining('wifi_signal_state must be one of excellent, good, fair, poor, null'),
      expect.stringContaining('data must be an object'),
    ]);
    warn.mockRestore();
  });

  it('passes the payloads of the contract on, optional and null fields included', () => {
    const spies = handlers();
    const dropped = vi.fn();

    dispatchRealtimeEvent(spies, 'request-browser-refresh', {}, 'private-encrypted-user-4', dropped);
    dispatchRealtimeEvent(spies, 'wifi-stats', { video_device_id: 2, wifi_signal_state: null, wifi_signal_strength: -60, extra: 'ignored' }, 'x', dropped);
    dispatchRealtimeEvent(spies, 'room-notification', { virtual_request_id: 9 }, 'private-encrypted-user-4', dropped);
    expect(dropped).not.toHaveBeenCalled();

    expect(spies['request-browser-refresh']).toHaveBeenCalledOnce();
    expect(spies['wifi-stats']).toHaveBeenCalledOnce();
    expect(spies['room-notification']).toHaveBeenCalledWith({ virtual_request_id: 9 }, { channel: 'private-encrypted-user-4' });
  });

  // Fails closed: dropped, a logout the provider sent with a reason it added (or none) left the
  // user signed in, and an expiry sent as text left the session open.
  it('ends the session on a logout or an expiry whatever its data, with the warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logout = vi.fn();
    const expired = vi.fn();
    const ends = { logout, 'session-expired': expired };

    dispatchRealtimeEvent(ends, 'logout', { reason: 'revoked_by_admin' }, 'private-encrypted-user-4');
    dispatchRealtimeEvent(ends, 'logout', {}, 'private-encrypted-user-4');
    dispatchRealtimeEvent(ends, 'session-expired', 'Your session has expired', 'private-encrypted-user-4');
    dispatchRealtimeEvent(ends, 'logout', { reason: 'inactivity' }, 'private-encrypted-user-4');

    expect(logout).toHaveBeenCalledTimes(3);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith(undefined, { channel: 'private-encrypted-user-4' });
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringContaining('reason must be one of inactivity, logout, other_tab'),
      expect.stringContaining('reason is missing'),
      expect.stringContaining('data must be an object'),
    ]);
    warn.mockRestore();
  });
});
