// A monitor's actions follow its status: Alarm for an active monitor only; a stopped one offers no
// new curtain or nudge (the API refuses them), but a curtain left closed can still be opened.
import { cleanup, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { emptyWatchState } from '../api/watch-states';
import { MonitoringActions } from './monitoring-slots';

const permissions = [{ action: 'View', resource: 'PatientMonitor' }, { action: 'Edit', resource: 'PatientMonitor' }, { action: 'AccessLiveVideo', resource: 'PatientMonitor' }];

// The user as the shell reads it (get-current-user.ts takes no answer without these).
const signedIn = { id: 1, name: 'Nora Lindqvist', role: { id: 4 }, hospital: { id: 1 }, divisions: [], staff_types: [], virtual_request_types: [], enabled_flags: [], timezone: 'America/Chicago', time_format: 12 };

/** The buttons offered for monitor 5 in `status`, read once an active monitor beside it shows its own (all loaded). */
async function actionsFor(status: string, curtainClosed = false) {
  renderWithApi(
    <MemoryRouter>
      <Suspense>
        <div data-testid="tested"><MonitoringActions monitor={{ id: 5, status }} /></div>
        <div data-testid="control"><MonitoringActions monitor={{ id: 6, status: 'active' }} /></div>
      </Suspense>
    </MemoryRouter>,
    {
      'GET /users/current': { status: 200, body: { ...signedIn, permissions } },
      'GET /patient_monitors/watch_states': { status: 200, body: { results: [{ ...emptyWatchState(5), curtain_closed: curtainClosed }, emptyWatchState(6)] } },
    },
  );
  await within(await screen.findByTestId('control')).findByRole('button', { name: 'Nudge' });
  if (curtainClosed) await within(screen.getByTestId('tested')).findByRole('button', { name: 'Open Curtain' });
  return within(screen.getByTestId('tested')).queryAllByRole('button').map((b) => b.textContent);
}

describe('MonitoringActions', () => {
  afterEach(cleanup);

  it('offers Alarm, the curtain and Nudge on an active monitor', async () => {
    expect(await actionsFor('active')).toEqual(['Alarm', 'Close Curtain', 'Nudge']);
  });

  it('offers no Alarm on a paused monitor, and nothing new on a stopped one but opening a curtain left closed', async () => {
    expect(await actionsFor('paused')).toEqual(['Close Curtain', 'Nudge']);
    cleanup();
    expect(await actionsFor('stopped')).toEqual([]);
    cleanup();
    expect(await actionsFor('stopped', true)).toEqual(['Open Curtain']);
  });
});
