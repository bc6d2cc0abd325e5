import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallEnd } from '../utils/call-end';
import { SessionErrorDialog } from './session-error-dialog';

function show(end: CallEnd) {
  const onReconnect = vi.fn();
  const onClose = vi.fn();
  render(<MantineProvider><SessionErrorDialog end={end} deviceName="Room N-302 Camera" onReconnect={onReconnect} onClose={onClose} /></MantineProvider>);
  return { onReconnect, onClose, buttons: () => screen.getAllByRole('button').map((b) => b.textContent).filter((t) => t !== '') };
}

describe('SessionErrorDialog', () => {
  afterEach(cleanup);

  it('offers Reconnect after the frozen-video error, beside OK', () => {
    const { onReconnect, buttons } = show({ kind: 'error', code: 'patient-video-frozen' });
    expect(screen.getByTestId('session-error-message').textContent).toBe('Video connection lost. Please try to reconnect.');
    expect(buttons()).toEqual(['OK', 'Reconnect']);
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('offers only OK for a microphone or camera problem, which a reconnect cannot mend', () => {
    const { buttons } = show({ kind: 'error', code: 'media-denied' });
    expect(buttons()).toEqual(['OK']);
  });

  it('says the device is rebooting, not that the user was disconnected', () => {
    const { onClose, buttons } = show({ kind: 'rebooting' });
    expect(screen.getByRole('dialog', { name: 'Device rebooting' }).textContent).toContain('Room N-302 Camera is rebooting');
    expect(screen.queryByText(/You were disconnected/)).toBeNull();
    expect(buttons()).toEqual(['OK']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
