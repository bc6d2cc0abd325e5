import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ControlCommandInput } from '../../../../lib/media/control-channel';
import { PtzPad } from './ptz-pad';

function renderPad(error: string | null = null) {
  const sent: ControlCommandInput[] = [];
  const send = vi.fn(async (command: ControlCommandInput) => {
    sent.push(command);
    return null;
  });
  render(<MantineProvider><PtzPad position={{ pan: 12.4, tilt: -3, zoom: 2 }} error={error} send={send} /></MantineProvider>);
  return sent;
}

describe('PtzPad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('a click on an arrow moves one step', () => {
    const sent = renderPad();
    const right = screen.getByRole('button', { name: 'Pan right' });
    fireEvent.pointerDown(right, { button: 0, pointerId: 1 });
    fireEvent.pointerUp(right, { pointerId: 1 });
    vi.advanceTimersByTime(2_000);
    expect(sent).toEqual([{ type: 'ptz_step', pan: 1, tilt: 0 }]);
  });

  it('a held arrow keeps moving and stops on release', () => {
    const sent = renderPad();
    const right = screen.getByRole('button', { name: 'Pan right' });
    fireEvent.pointerDown(right, { button: 0, pointerId: 1 });
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual([{ type: 'ptz_step', pan: 1, tilt: 0 }, { type: 'ptz_start', pan: 1, tilt: 0 }]);
    fireEvent.pointerUp(right, { pointerId: 1 });
    expect(sent.at(-1)).toEqual({ type: 'ptz_stop' });
  });

  it('stops when the pointer is lost, tilts, zooms a step and goes Home', () => {
    const sent = renderPad();
    const up = screen.getByRole('button', { name: 'Tilt up' });
    fireEvent.pointerDown(up, { button: 0, pointerId: 1 });
    vi.advanceTimersByTime(600);
    fireEvent.pointerCancel(up, { pointerId: 1 });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Camera zoom in' }), { button: 0, pointerId: 1 });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Home' }), { button: 0, pointerId: 1 });
    expect(sent).toEqual([{ type: 'ptz_step', pan: 0, tilt: 1 }, { type: 'ptz_start', pan: 0, tilt: 1 }, { type: 'ptz_stop' }, { type: 'zoom', direction: 'in' }, { type: 'ptz_reset' }]);
  });

  it('shows the position the device reports and why a command failed', () => {
    renderPad('PTZ is not enabled for this call');
    expect(screen.getByTestId('ptz-position').textContent).toBe('Pan 12° · Tilt -3° · Zoom 2');
    expect(screen.getByRole('alert').textContent).toBe('PTZ is not enabled for this call');
  });
});
