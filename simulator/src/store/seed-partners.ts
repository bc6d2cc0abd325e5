// One API partner per organisation, seeded without a usable secret: an administrator issues one
// with Rotate secret (a seed cannot show a secret once, and a secret in the source is no secret).
import type { StoredPartner } from './types.ts';

export function seedPartners(organizations: readonly string[], at: string): StoredPartner[] {
  return organizations.map((organization, i) => ({
    id: i + 1, name: 'EHR Integration', description: 'Reads census and monitoring state for the electronic health record.',
    scopes: ['patients:read', 'patient_monitors:read'], enabled: true, client_id: `bp_seed${i + 1}`,
    secret_rotated_at: at, updated_at: at, organization_id: organization, secret_hash: '',
  }));
}
