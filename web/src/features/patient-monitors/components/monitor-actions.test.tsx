import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import type { PatientMonitor } from '../api/monitor-changes';
import { MonitorActions } from './monitor-actions';

const monitor = (status: PatientMonitor['status']): PatientMonitor => ({
  id: 5, status, patient: { id: 9, display_name: 'Ada Lovelace', mrn: 'MRN-0009' }, room: { id: 3, name: 'N-301', unit: { id: 1, name: 'North 3' }, alerts: [] },
  video_device: { id: 7, name: 'Cart 7' }, division: { id: 1, name: 'North' }, monitor_started_at: null,
  monitor_ended_at: null, pause_reason: null, updated_at: '2026-11-23T10:00:00Z',
});

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('MonitorActions', () => {
  afterEach(cleanup);

  it.each([
    ['pending', ['Start', 'Stop']],
    ['created', ['Start', 'Stop']],
    ['active', ['Pause', 'Stop']],
    ['paused', ['Resume', 'Stop']],
    ['stopped', ['Start']],
  ] as const)('offers the changes a %s monitor can make', (status, expected) => {
    renderWithApi(<MonitorActions row={monitor(status)} canEdit />, {});
    expect(buttons()).toEqual(expected);
  });

  it('offers nothing to a user who may not edit monitors', () => {
    renderWithApi(<MonitorActions row={monitor('active')} canEdit={false} />, {});
    expect(buttons()).toEqual([]);
  });

  it('starts at once', async () => {
    const calls = renderWithApi(<MonitorActions row={monitor('pending')} canEdit />, {
      'POST /patient_monitors/5/start': { status: 200, body: monitor('active') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /patient_monitors/5/start']));
  });

  it('sends one change for a double click', async () => {
    const calls = renderWithApi(<MonitorActions row={monitor('pending')} canEdit />, {
      'POST /patient_monitors/5/start': { status: 200, body: monitor('active') },
    });
    const start = screen.getByRole('button', { name: 'Start' });
    fireEvent.click(start);
    fireEvent.click(start);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('pauses only once a reason is chosen, and sends it', async () => {
    const calls = renderWithApi(<MonitorActions row={monitor('active')} canEdit />, {
      'POST /patient_monitors/5/pause': { status: 200, body: { ...monitor('paused'), pause_reason: 'Bathing' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Monitoring' });
    const confirm = within(dialog).getByRole('button', { name: 'Pause' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Reason for pause' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Other', hidden: true }));
    const other = within(dialog).getByRole('textbox', { name: 'Other reason' }) as HTMLInputElement;
    expect(other.maxLength).toBe(200);
    fireEvent.change(other, { target: { value: '  ' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(other, { target: { value: ' Dressing change ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', path: '/patient_monitors/5/pause', body: { reason: 'Dressing change' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stops only after a confirm', async () => {
    const calls = renderWithApi(<MonitorActions row={monitor('paused')} canEdit />, {
      'POST /patient_monitors/5/stop': { status: 200, body: monitor('stopped') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Monitoring' });
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/patient_monitors/5/stop']));
  });

  it("shows a refused change's reason from the server", async () => {
    renderWithApi(<MonitorActions row={monitor('stopped')} canEdit />, {
      'POST /patient_monitors/5/start': { status: 409, body: { error: 'Cart 7 is in use by patient monitor 8', code: 'device_in_use' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Cart 7 is in use by patient monitor 8')).toBeTruthy();
  });
});
