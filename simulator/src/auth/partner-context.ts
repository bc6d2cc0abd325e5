// A partner's access token acts as a service account of its organisation: every division of the
// organisation's health system, and only the operations its scopes name. The scopes are the
// contract's PartnerScope values. A read scope opens the list and the read of its records (the
// contract: "patients:read lists and reads patients"); a write scope opens the one operation it
// names. It opened every GET needing View Patient once: a patients:read partner read virtual
// requests, their assignees and revisions, timelines and form submissions (requests QA). Its
// service account holds the permissions those need (shell §6), so the routes' own rules apply
// unchanged besides.
import type { components } from '@bedside/openapi/api';
import type { Store } from '../store/store.ts';
import type { OperationRoute } from '../contract/operations.ts';
import type { Permission, StoredPartner, StoredRole, User } from '../store/types.ts';
import { createAuthContext, type AuthContext } from './context.ts';

type Scope = components['schemas']['PartnerScope'];

interface Grant { permission: Permission; opens: (route: OperationRoute) => boolean }
const read = (resource: Permission['resource'], operations: readonly string[]): Grant => ({
  permission: { action: 'View', resource }, opens: (route) => operations.includes(route.operationId),
});

const grants: Record<Scope, Grant[]> = {
  'patients:read': [read('Patient', ['listPatients', 'getPatient'])],
  'patient_monitors:read': [read('PatientMonitor', ['listPatientMonitors', 'getPatientMonitor'])],
  'video_devices:read': [read('VideoDevice', ['listVideoDevices', 'getVideoDevice'])],
  // Raising a request needs Edit Patient, which opens nothing else to the partner.
  'virtual_requests:write': [{ permission: { action: 'Edit', resource: 'Patient' }, opens: (route) => route.operationId === 'createVirtualRequest' }],
};

/** Whether a scope opens the operation: one of its grants names it, and holds a rule it asks. */
function opens(scopes: readonly Scope[], route: OperationRoute): boolean {
  return scopes.some((scope) => grants[scope].some((grant) => grant.opens(route)
    && route.permission?.some((rule) => rule.action === grant.permission.action && rule.resource === grant.permission.resource)));
}

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
    permissions: partner.scopes.flatMap((scope) => grants[scope].map((grant) => grant.permission)),
  };
  const scopes = [...partner.scopes];
  return { ...createAuthContext(user, role, null), partner: { id: partner.id, scopes, opens: (route) => opens(scopes, route) } };
}
