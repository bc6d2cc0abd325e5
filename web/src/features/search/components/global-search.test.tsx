import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initApiClient } from '../../../lib/api/client';
import { preferenceKeys, userPreferenceQueryKey } from '../../../lib/preferences/preference-keys';
import { GlobalSearch } from './global-search';

const response = {
  groups: [
    {
      groupId: 'monitoring_sessions', groupName: 'Monitoring Sessions', total: 1,
      items: [{ id: 5, display_name: 'Caleb Kowalczyk', mrn: 'MRN3242913', status: 'paused', monitor_started_at: null, monitor_ended_at: null, updated_at: '2026-11-01T07:48:00Z' }],
    },
    {
      groupId: 'patients', groupName: 'Patients', total: 12,
      items: [{ id: 3, division_id: 1, display_name: 'Zoe Kowalczyk', mrn: 'MRN3227715', dob: null, room: { name: 'N-303' }, status: 'discharged', division_color: 'blue', division_name: 'North Tower' }],
    },
  ],
};

// happy-dom has no layout, so Mantine keeps the positioned dropdown display:none: roles are
// looked up among hidden elements too.
const hidden = { hidden: true };

function Where() {
  return <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;
}

/** `maskPhi`: the mask_phi preference as the signed-in layout loaded it. */
function renderSearch(fetch: (request: Request) => Promise<Response>, maskPhi = false) {
  initApiClient({ baseUrl: 'http://bedside.test/api/v1', fetch, onUnauthorized: vi.fn() });
  const router = createMemoryRouter([{ path: '*', element: <><GlobalSearch /><Where /><input aria-label="Other field" /><button type="button">Other button</button></> }]);
  const client = new QueryClient();
  client.setQueryData(userPreferenceQueryKey(preferenceKeys.maskPhi), { enabled: maskPhi });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search' });
}

describe('GlobalSearch', () => {
  afterEach(() => cleanup());

  it("focuses on '/' only when no text field has focus, without typing the '/'", async () => {
    const box = renderSearch(vi.fn());
    const other = screen.getByRole('textbox', { name: 'Other field' });
    other.focus();
    fireEvent.keyDown(other, { key: '/' });
    expect(document.activeElement).toBe(other);
    other.blur();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Type to start search')).toBeTruthy();
  });

  it("Escape gives the focus back to where '/' was pressed; after a click it lets it go", () => {
    const box = renderSearch(vi.fn());
    const other = screen.getByRole('button', { name: 'Other button' });
    other.focus();
    fireEvent.keyDown(other, { key: '/' });
    expect(document.activeElement).toBe(box);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(document.activeElement).toBe(other);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    other.blur();
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(document.activeElement).toBe(document.body);
    // A click into the box while a button had the focus: Escape lets the focus go, not back to it.
    other.focus();
    fireEvent.mouseDown(box);
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(document.activeElement).toBe(document.body);
  });

  it('searches once typing pauses, orders groups, walks them with arrows and opens with Enter', async () => {
    const fetch = vi.fn(async (_request: Request) => Response.json(response));
    const box = renderSearch(fetch);
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'K' } });
    fireEvent.change(box, { target: { value: 'Kowal' } });
    await screen.findByText('1 / 12');
    expect(fetch).toHaveBeenCalledOnce();
    expect(new URL(fetch.mock.calls[0]![0].url).searchParams.get('q')).toBe('Kowal');
    expect(screen.getByText('above limit')).toBeTruthy();
    const [patient, session] = screen.getAllByRole('option', hidden);
    expect(patient!.textContent).toContain('Zoe Kowalczyk');
    expect(patient!.textContent).toContain('Discharged');
    expect(patient!.textContent).toContain('DOB N/A');
    expect(session!.textContent).toContain('Since 11/01/2026');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(session!.getAttribute('aria-selected')).toBe('true');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(open).toHaveBeenCalledWith('/patient-monitors/5/monitoring?division_id=*', '_blank', 'noopener');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/patients/3/overview?division_id=1'));
  });

  it('masks names when mask_phi is on', async () => {
    const box = renderSearch(async () => Response.json(response), true);
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'Kowal' } });
    const [patient] = await screen.findAllByRole('option', hidden);
    expect(patient!.textContent).toContain('Z***** K*****');
    expect(patient!.textContent).not.toContain('Zoe');
  });

  it("shows the server's error text instead of results", async () => {
    const box = renderSearch(async () => Response.json({ error: 'Search index is rebuilding' }, { status: 503 }));
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'Kowal' } });
    expect(await screen.findByText('Search index is rebuilding')).toBeTruthy();
    expect(screen.queryAllByRole('option', hidden)).toHaveLength(0);
  });
});
