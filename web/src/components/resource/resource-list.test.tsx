// A row's selection checkbox is named so that a screen reader user knows which row they tick: two
// patients of the same name are told apart by their room, then by their place on the page, and
// with mask_phi on the name is masked as the row shows it (two names may mask alike).
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDateFormatSettings, patientMonitors } from '@bedside/resources';
import { renderWithApi } from '../../testing/render-with-api';
import { ResourceList } from './resource-list';

const monitor = (id: number, name: string, room: string) => ({
  id, status: 'active', patient: { id, display_name: name, mrn: `MRN-000${id}` }, room: { id, name: room, alerts: [] },
  video_device: { id, name: `Cart ${id}` }, division: { id: 1, name: 'North' }, monitor_started_at: null, monitor_ended_at: null,
  pause_reason: null, updated_at: '2026-11-23T10:00:00Z',
});

function show(rows: object[], maskPhi: boolean) {
  const selection = { ids: new Set<number>(), toggle: () => undefined };
  // A data router, as the app's: the table's default view waits for no pending navigation.
  const list = <ResourceList d={patientMonitors} divisionId="1" context={{ dates: defaultDateFormatSettings, maskPhi }} recordHref={(row) => `/patient-monitors/${row.id}`} selection={selection} />;
  renderWithApi(
    <RouterProvider router={createMemoryRouter([{ path: '*', element: list }])} />,
    { 'GET /patient_monitors': { status: 200, body: { results: rows, metadata: { count: rows.length, per_page: 10, page: 1 } } } },
  );
}

const names = async () => (await screen.findAllByRole('checkbox', { name: /^Select / })).map((box) => box.getAttribute('aria-label'));

describe("a resource table's selection checkboxes", () => {
  afterEach(cleanup);

  it('tell two patients of the same name apart by their room, and leave a name alone on the page as it is', async () => {
    show([monitor(1, 'Jane Doe', 'N-301'), monitor(2, 'Ada Byron', 'N-301'), monitor(3, 'Jane Doe', 'N-302')], false);
    expect(await names()).toEqual(['Select Jane Doe, Room N-301', 'Select Ada Byron', 'Select Jane Doe, Room N-302']);
  });

  it('with mask_phi on, name the patients masked, and by their place on the page when their masked names and rooms are the same', async () => {
    // Jane Doe and John Dunn both read J***** D***** masked.
    show([monitor(1, 'Jane Doe', 'N-301'), monitor(2, 'John Dunn', 'N-301')], true);
    expect(await names()).toEqual(['Select J***** D*****, Room N-301, row 1 of 2', 'Select J***** D*****, Room N-301, row 2 of 2']);
    expect(screen.getAllByText('J***** D*****')).toHaveLength(2);
  });
});
