import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateFormatProvider } from '../../../lib/format/date-format-context';
import type { SessionSnapshot } from '../../../lib/media/session-types';
import type { VideoSession } from '../../../lib/media/video-session';
import { renderWithApi, type Answer } from '../../../testing/render-with-api';
import type { PatientMonitor } from '../api/monitor-changes';
import { MonitoringView } from './monitoring-view';

// The page's session is the media layer's (tested there): here a fake that is live at once,
// handed in through the view's createSession (no module mock: isolate is off in web tests).
const sessions: { hangUp: () => Promise<void> }[] = [];
function createSession(): VideoSession {
  const snapshot = { state: 'connected', error: null, remoteStream: null, frozen: false } as unknown as SessionSnapshot;
  const session = { start: vi.fn(async () => undefined), hangUp: vi.fn(async () => undefined), subscribe: () => () => undefined, getSnapshot: () => snapshot };
  sessions.push(session);
  return session as unknown as VideoSession;
}

const monitor = (status: PatientMonitor['status'], pause_reason: string | null = null): PatientMonitor => ({
  id: 5, status, patient: { id: 9, display_name: 'Ada Lovelace', mrn: 'MRN-0009' }, room: { id: 3, name: 'N-301', unit: { id: 1, name: 'North 3' }, alerts: [] },
  video_device: { id: 7, name: 'Cart 7' }, division: { id: 1, name: 'North' }, monitor_started_at: '2026-11-23T08:00:00Z',
  monitor_ended_at: null, pause_reason, updated_at: '2026-11-23T10:00:00Z',
});

const events = [
  { id: 3, kind: 'paused', reason: 'Patient privacy', username: 'nurse@mercy-general.test', created_at: '2026-11-23T15:30:00Z' },
  { id: 2, kind: 'moved', reason: 'Cart 7', username: null, created_at: '2026-11-23T09:00:00Z' },
];

function show(row: PatientMonitor, answers: Record<string, Answer> = {}) {
  return renderWithApi(
    <DateFormatProvider settings={{ timeZone: 'America/New_York', timeFormat: 12 }}>
      <MonitoringView id={5} canEdit createSession={createSession} />
    </DateFormatProvider>,
    { 'GET /patient_monitors/5': { status: 200, body: row }, 'GET /patient_monitors/5/events': { status: 200, body: events }, ...answers },
  );
}

describe('MonitoringView', () => {
  afterEach(() => {
    cleanup();
    sessions.length = 0;
  });

  it('shows no video while paused, says why, and lists the event log as the server orders it (newest first)', async () => {
    show(monitor('paused', 'Patient privacy'));
    expect((await screen.findByTestId('monitoring-state')).textContent).toBe('Monitoring is paused: Patient privacy');
    expect(screen.queryByTestId('patient-video')).toBeNull();
    expect(sessions).toHaveLength(0);
    expect(document.querySelector('[data-tone=warning]')?.textContent).toBe('Paused');
    const table = screen.getByTestId('monitor-events');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Paused', 'Patient privacy', 'nurse@mercy-general.test', '11/23/2026 10:30 AM'],
      ['Device changed', 'Cart 7', 'System', '11/23/2026 4:00 AM'],
    ]);
    // mask_phi is not known to be off here: the patient shows masked.
    expect(screen.queryByText(/Ada Lovelace|MRN-0009/)).toBeNull();
  });

  it('says so when stopped', async () => {
    show(monitor('stopped'));
    expect((await screen.findByTestId('monitoring-state')).textContent).toBe('Monitoring is stopped');
    expect(screen.queryByTestId('patient-video')).toBeNull();
  });

  it('plays while active, ends the session once paused and reconnects once resumed', async () => {
    show(monitor('active'), {
      'POST /patient_monitors/5/pause': { status: 200, body: monitor('paused', 'Bathing') },
      'POST /patient_monitors/5/resume': { status: 200, body: monitor('active') },
    });
    await screen.findByTestId('patient-video');
    expect(sessions).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Monitoring' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Reason for pause' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bathing', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect((await screen.findByTestId('monitoring-state')).textContent).toBe('Monitoring is paused: Bathing');
    expect(screen.queryByTestId('patient-video')).toBeNull();
    expect(sessions[0]!.hangUp).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await screen.findByTestId('patient-video');
    await waitFor(() => expect(sessions).toHaveLength(2));
  });
});
