// Two API partners per organisation, seeded without a usable secret: an administrator issues one
// with Rotate secret (a seed cannot show a secret once, and a secret in the source is no secret).
import type { StoredPartner } from './types.ts';

const partners: Pick<StoredPartner, 'name' | 'description' | 'scopes' | 'enabled'>[] = [
  { name: 'EHR Integration', description: 'Reads census and monitoring state for the electronic health record.', scopes: ['patient_monitors:read', 'patients:read'], enabled: true },
  { name: 'Nurse Call Bridge', description: 'Opens virtual requests from the nurse call system.', scopes: ['virtual_requests:write'], enabled: false },
];

export function seedPartners(organizations: readonly string[], at: string): StoredPartner[] {
  return organizations.flatMap((organization, i) => partners.map((partner, j) => {
    const id = i * partners.length + j + 1;
    return { id, ...partner, scopes: [...partner.scopes], client_id: `bp_seed${id}`, secret_rotated_at: at, updated_at: at, organization_id: organization, secret_hash: '' };
  }));
}
