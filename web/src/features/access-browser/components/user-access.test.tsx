import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@bedside/openapi/api';
import { renderWithApi } from '../../../testing/render-with-api';
import { UserAccess } from './user-access';

const access: components['schemas']['UserAccess'] = {
  user: { id: 4, name: 'Nora Lindqvist', role: { id: 4, name: 'Nurse' }, blocked: false },
  permissions: [{ kind: 'role_grants', text: 'Role Nurse grants View Patient' }],
  divisions: [{
    id: 3, name: 'Pediatrics', assigned: false,
    units: [{
      id: 9, name: 'Telemetry 5', sees_unit: false, reasons: [{ kind: 'no_access', text: "No access to division Pediatrics, and no group of the user's gives this unit" }],
      rooms: [
        { id: 50, name: 'P-502', sees_room: true, sees_patients: true, reasons: [{ kind: 'role_grants', text: 'Role Nurse grants View Patient' }, { kind: 'group_room', text: 'Group Pediatrics Float Pool gives room P-502' }], patients: [{ id: 50, display_name: 'Maya Holloway' }] },
        { id: 51, name: 'P-503', sees_room: false, sees_patients: false, reasons: [{ kind: 'no_access', text: "No access to division Pediatrics, and no group of the user's gives this room" }], patients: [] },
      ],
    }],
  }],
};

describe('UserAccess', () => {
  it('shows each room’s verdict with the server’s reasons, and its patients masked until mask_phi is known to be off', async () => {
    renderWithApi(<UserAccess userId={4} divisionId="*" onRoom={() => undefined} />, { 'GET /access_browser/users/4': { status: 200, body: access } });
    expect(await screen.findByRole('heading', { name: 'Nora Lindqvist' })).toBeTruthy();
    const [, granted, refused] = screen.getAllByRole('row');
    expect(within(granted!).getByText('Can see patients')).toBeTruthy();
    expect(within(granted!).getByText('Group Pediatrics Float Pool gives room P-502')).toBeTruthy();
    expect(within(granted!).queryByText('Maya Holloway')).toBeNull();
    expect(within(granted!).getByText('M***** H*****')).toBeTruthy();
    expect(within(refused!).getByText('Cannot see patients')).toBeTruthy();
    expect(within(refused!).getByText('No patient')).toBeTruthy();
    expect(screen.getByText('Division not assigned')).toBeTruthy();
  });
});
