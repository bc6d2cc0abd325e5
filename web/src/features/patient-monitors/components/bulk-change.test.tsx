import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi, type Answer } from '../../../testing/render-with-api';
import type { PatientMonitor } from '../api/monitor-changes';
import { BulkChange, idsOf } from './bulk-change';

const monitor = (id: number, status: PatientMonitor['status'] = 'active'): PatientMonitor => ({
  id, status, patient: { id: id + 100, display_name: `Patient Number${id}`, mrn: `MRN00${id}` }, room: { id, name: `N-30${id}`, unit: { id: 1, name: 'North 3' }, alerts: [] },
  video_device: { id, name: `Cart ${id}` }, division: { id: 1, name: 'North' }, monitor_started_at: null,
  monitor_ended_at: null, pause_reason: null, updated_at: '2026-11-23T10:00:00Z',
});

function show(action: 'pause' | 'resume', answers: Record<string, Answer>) {
  const router = createMemoryRouter([
    { path: '/patient-monitors/multi', element: <BulkChange action={action} ids={[1, 2, 3]} /> },
    { path: '/patient-monitors', element: <p>Monitor list</p> },
  ], { initialEntries: ['/patient-monitors/multi'] });
  const calls = renderWithApi(<RouterProvider router={router} />, {
    'GET /patient_monitors/1': { status: 200, body: monitor(1) },
    'GET /patient_monitors/2': { status: 200, body: monitor(2) },
    'GET /patient_monitors/3': { status: 200, body: monitor(3, action === 'pause' ? 'paused' : 'active') },
    ...answers,
  });
  return { calls, router };
}

const rows = async () => {
  const table = screen.getByTestId('bulk-monitors');
  await waitFor(() => expect(within(table).getAllByText(/^N-30/)).toHaveLength(3));
  return within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
};

async function chooseReason(reason: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'Reason for pause' }));
  fireEvent.click(await screen.findByRole('option', { name: reason, hidden: true }));
}

describe('BulkChange', () => {
  afterEach(cleanup);

  it('reads at most 100 distinct positive ids from ?ids=', () => {
    expect(idsOf('?ids=3,1,x,3,-2,0,1.5,7')).toEqual([3, 1, 7]);
    expect(idsOf('')).toEqual([]);
    expect(idsOf(`?ids=${Array.from({ length: 120 }, (_, i) => i + 1).join(',')}`)).toHaveLength(100);
  });

  it('pauses the selection in one call with the reason, then says so and goes back to the list', async () => {
    const { calls, router } = show('pause', {
      'POST /patient_monitors/multipause': { status: 200, body: { results: [1, 2, 3].map((id) => ({ ...monitor(id, 'paused'), pause_reason: 'Bathing' })) } },
    });
    // Masked (mask_phi not known to be off), with the room and status of each.
    expect(await rows()).toEqual([['P***** N*****', 'N-301', 'Active'], ['P***** N*****', 'N-302', 'Active'], ['P***** N*****', 'N-303', 'Paused']]);
    const confirm = screen.getByRole('button', { name: 'Pause 3 Monitors' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await chooseReason('Bathing');
    fireEvent.click(confirm);
    expect(await screen.findByText('3 monitors paused')).toBeTruthy();
    await screen.findByText('Monitor list');
    expect(router.state.location.pathname).toBe('/patient-monitors');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/patient_monitors/multipause', body: { ids: [1, 2, 3], reason: 'Bathing' } }]);
  });

  it("shows a refused change's reason from the server and stays (nothing changed)", async () => {
    const { router } = show('resume', {
      'POST /patient_monitors/multiresume': { status: 409, body: { error: 'Patient monitor 1 cannot go from active to active', code: 'invalid_transition' } },
    });
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Resume 3 Monitors' }));
    const shown = await screen.findByText('Patient monitor 1 cannot go from active to active');
    expect(shown.closest('[role=alert]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/patient-monitors/multi');
  });
});
