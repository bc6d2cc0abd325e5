// A partner's access token acts as a service account of its organisation: every division of the
// organisation's health system, and only the read (or write) each granted scope names. The
// scopes are the contract's PartnerScope values; the permission each needs is the one a user's
// role would need for the same operation (shell §6), so the routes' own rules apply unchanged.
import type { components } from '@bedside/openapi/api';
import type { Store } from '../store/store.ts';
import type { Permission, StoredPartner, StoredRole, User } from '../store/types.ts';
import { createAuthContext, type AuthContext } from './context.ts';

type Scope = components['schemas']['PartnerScope'];

const granted: Record<Scope, Permission[]> = {
  'patients:read': [{ action: 'View', resource: 'Patient' }],
  'patient_monitors:read': [{ action: 'View', resource: 'PatientMonitor' }],
  'video_devices:read': [{ action: 'View', resource: 'VideoDevice' }],
  // Virtual requests have no API yet (issue 13): the scope can be granted and opens nothing.
  'virtual_requests:write': [],
};

export function partnerAuthContext(store: Store, partner: StoredPartner): AuthContext {
  const member = store.data.users.find((u) => u.organization_id === partner.organization_id);
  const hospitalId = member?.hospital_id ?? -1;
  const user: User = {
    // Negative: no stored user has it, so nothing the partner does is taken for a person's.
    id: -partner.id, persona: null, name: `${partner.name} (partner)`, email: `${partner.client_id}@partners.invalid`,
    organization_id: partner.organization_id, hospital_id: hospitalId, role_id: -1,
    division_ids: store.data.divisions.filter((d) => d.hospital_id === hospitalId).map((d) => d.id),
    preferred_division_id: null, blocked: false, timezone: 'UTC', time_format: 24, staff_kinds: [], virtual_request_types: [],
    inactivity_timeout_sec: null, enabled_flags: [], avatar_color: null, password_hash: null, updated_at: partner.updated_at,
  };
  const role: StoredRole = {
    id: -1, name: 'Partner', show_admin_menu: false, organization_id: partner.organization_id, updated_at: partner.updated_at,
    permissions: partner.scopes.flatMap((scope) => granted[scope]),
  };
  return { ...createAuthContext(user, role, null), partner: { id: partner.id, scopes: [...partner.scopes] } };
}
