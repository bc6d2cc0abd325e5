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
