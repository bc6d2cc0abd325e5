import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { emptyWatchState } from '../api/watch-states';
import { AlarmBanner } from './alarm-banner';
import { CurtainToggle, CurtainVeil } from './curtain';

const alarm = {
  id: 4, alarm_type: 'alarm', status: 'open', patient_monitor_id: 5, patient_id: 9, division_id: 1, source: null,
  raised_by: { id: 3, name: 'Owen Price' }, raised_at: '2026-11-23T10:00:00Z', documented_by: null, documented_at: null, note: null,
};

// The user as the shell reads it (get-current-user.ts takes no answer without these).
const signedIn = { id: 1, name: 'Nora Lindqvist', role: { id: 4 }, hospital: { id: 1 }, divisions: [], staff_types: [], virtual_request_types: [], enabled_flags: [], timezone: 'America/Chicago', time_format: 12 };

function show(permissions: { action: string; resource: string }[]) {
  renderWithApi(
    <MemoryRouter><Suspense><AlarmBanner monitor={{ id: 5 }} /><CurtainToggle monitor={{ id: 5 }} /><CurtainVeil monitor={{ id: 5 }} /></Suspense></MemoryRouter>,
    {
      'GET /users/current': { status: 200, body: { ...signedIn, permissions } },
      'GET /patient_monitors/watch_states': { status: 200, body: { results: [{ ...emptyWatchState(5), curtain_closed: true, curtain_changed_by: 'Owen Price', stat_alarm: alarm }] } },
    },
  );
}

describe('AlarmBanner and the curtain', () => {
  afterEach(cleanup);

  it('show every viewer the open alarm and the closed curtain, with Document and the toggle for those who may edit monitors', async () => {
    show([{ action: 'View', resource: 'PatientMonitor' }, { action: 'Edit', resource: 'PatientMonitor' }]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/STAT ALARM · Owen Price/);
    expect(screen.getByRole('button', { name: 'Document' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Curtain' })).toBeTruthy();
    expect(screen.getByTestId('privacy-curtain').textContent).toBe('Privacy curtain closed by Owen Price');
  });

  it('offer neither Document nor the toggle to a viewer who may not edit monitors', async () => {
    show([{ action: 'View', resource: 'PatientMonitor' }]);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('privacy-curtain')).toBeTruthy();
  });
});
