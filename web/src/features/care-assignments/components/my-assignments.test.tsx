import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import type { CareTransfer, MyCareAssignments } from '../api/get-my-care-assignments';
import { MyAssignments } from './my-assignments';

const assignment = (id: number, name: string, kind: 'virtual_nursing' | 'translation'): MyCareAssignments['assignments'][number] => ({
  id, division: { id: 1, name: 'North Tower' }, patient: { id, display_name: name }, room_name: 'N-301', unit_name: 'Cardiology',
  staff_kind: kind, assignee: { id: 5, name: 'Vera Anne Castellano' }, assigned_at: '2026-11-25T10:00:00Z',
});
const transfer: CareTransfer = {
  id: 8, staff_kind: 'translation', status: 'pending', from_user: { id: 5, name: 'Vera Anne Castellano' }, to_user: { id: 11, name: 'Ingrid Solberg' },
  patients: [{ id: 2, display_name: 'Grace Hopper' }], created_at: '2026-11-25T10:00:00Z',
};
const mine: MyCareAssignments = { assignments: [assignment(1, 'Ada Lovelace', 'virtual_nursing'), assignment(2, 'Grace Hopper', 'translation')], incoming: [], outgoing: [transfer] };

describe('MyAssignments', () => {
  afterEach(cleanup);

  it('lists the patients by staff type, masked until masking is known to be off, and withdraws a waiting transfer', async () => {
    const calls = renderWithApi(<MyAssignments />, {
      'GET /my_care_assignments': { status: 200, body: mine },
      'POST /care_transfers/8/cancel': { status: 200, body: { ...transfer, status: 'cancelled' } },
    });
    const nursing = await screen.findByRole('region', { name: 'Virtual Nursing Assignment' });
    expect(within(nursing).getByText('A***** L*****')).toBeTruthy();
    // The translation assignment is already waiting for a colleague: no second transfer of it.
    const translation = screen.getByRole('region', { name: 'Translation Assignment' });
    expect(within(translation).getByRole('button', { name: 'Transfer' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Transfer' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /care_transfers/8/cancel'));
  });

  it('transfers to a chosen colleague and shows the server\'s reason when refused', async () => {
    const calls = renderWithApi(<MyAssignments />, {
      'GET /my_care_assignments': { status: 200, body: { ...mine, outgoing: [] } },
      'GET /care_transfers/colleagues': { status: 200, body: [{ key: '11', value: 'Ingrid Solberg' }] },
      'POST /care_transfers': { status: 422, body: { error: 'refused', details: [{ field: 'body.care_transfer.to_user_id', rule: 'staff_type', message: 'The colleague must hold the Virtual Nursing staff type' }] } },
    });
    const nursing = await screen.findByRole('region', { name: 'Virtual Nursing Assignment' });
    fireEvent.click(within(nursing).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer Virtual Nursing Assignment' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Colleague' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ingrid Solberg', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ care_transfer: { staff_kind: 'virtual_nursing', to_user_id: 11 } }));
    expect(await within(dialog).findByText('refused')).toBeTruthy();
  });
});
