// The resources the generated contract tests cover, each spec read the same way (as JSON rows).
import type { CellValue, Column, FilterKind, OperationKind, ResourceSchema, RuleSpec } from '@bedside/resources';
import type { BuiltApp } from '../../src/app.ts';
import { createAuthContext } from '../../src/auth/context.ts';
import { featureFlagSpec } from '../../src/api/feature-flags.ts';
import { healthSystemPreferenceSpec } from '../../src/api/health-system-preferences.ts';
import { divisionPreferenceSpec } from '../../src/api/division-preferences.ts';
import { divisionHomepageSpec } from '../../src/api/division-homepages.ts';
import { pagePreferenceSpec } from '../../src/api/page-preferences.ts';
import { hospitalSpec } from '../../src/api/hospitals.ts';
import { groupSpec } from '../../src/api/groups.ts';
import { logEntrySpec } from '../../src/api/log-entries.ts';
import { menuSetSpec } from '../../src/api/menu-sets.ts';
import { partnerSpec } from '../../src/api/partners.ts';
import { inboundRequestSpec } from '../../src/api/inbound-requests.ts';
import { adtMessageSpec } from '../../src/api/adt-messages.ts';
import { nurseCallSpec } from '../../src/api/nurse-calls.ts';
import { deviceUptimeSpec } from '../../src/api/devices-uptime.ts';
import { customFieldSpec } from '../../src/api/custom-fields.ts';
import { dynamicFieldSpec } from '../../src/api/dynamic-fields.ts';
import { patientMonitorSpec } from '../../src/api/patient-monitors.ts';
import { patientSpec } from '../../src/api/patients.ts';
import { roleSpec } from '../../src/api/roles.ts';
import { roomSpec } from '../../src/api/rooms.ts';
import { savedViewSpec } from '../../src/api/saved-views.ts';
import { formSpec } from '../../src/api/forms.ts';
import { staffTypeSpec } from '../../src/api/staff-types.ts';
import { tagSpec } from '../../src/api/tags.ts';
import { unitSpec } from '../../src/api/units.ts';
import { userSpec } from '../../src/api/user-accounts.ts';
import { videoDeviceSpec } from '../../src/api/video-devices.ts';
import { videoReasonSpec } from '../../src/api/video-reasons.ts';
import { virtualRequestTypeSpec } from '../../src/api/virtual-request-types.ts';
import { virtualRequestSpec } from '../../src/api/virtual-requests.ts';
import { aimeePromptSpec } from '../../src/api/aimee-prompts.ts';
import { aimeeConversationSpec } from '../../src/api/aimee-conversations.ts';
import { familyMemberSpec } from '../../src/api/family-members.ts';
import { labelerSpec } from '../../src/api/labelers.ts';
import { careAssignmentSpec } from '../../src/api/care-assignments.ts';
import { backgroundJobSpec } from '../../src/api/background-jobs.ts';
import type { ResourceSpec } from '../../src/resources/spec.ts';
import type { Store } from '../../src/store/store.ts';
import { NURSE, SYSADMIN } from '../helpers.ts';

/** A row as the API sends it (JSON), which is also what the descriptor's accessors read. */
export type Row = Record<string, unknown> & { id: number; division: { id: number } };
/** Organisation-wide rows (roles) have no division. */
export const divisionOf = (row: Row): number | undefined => (row.division as { id: number } | undefined)?.id;
export interface Spec {
  descriptor: {
    key: string; schema: string; plural: string; labels: { singular: string }; scope?: 'division' | 'organization';
    api: { operations: readonly OperationKind[] };
    permission: { resource: string; view?: string; edit?: string };
    columns: readonly Column<Row>[];
    filters: readonly { id: string; kind: FilterKind; value?: (row: Row) => CellValue | undefined; options?: object }[];
    form: readonly { name: string; input: string; rules?: readonly RuleSpec[]; on?: 'create' | 'edit'; from?: (row: Row) => unknown }[];
  };
  sample: (store: Store, divisionId: number) => object;
  dropdowns?: Record<string, unknown>;
  rows: (built: BuiltApp) => Row[];
  /** Ids of the records of the nurse's organisation (organisation-wide specs). */
  ownOrganization: (built: BuiltApp) => Set<number>;
  /** Makes the records the cases read where none are seeded (before each case: other cases reset the store). */
  prepare?: (built: BuiltApp) => void;
}

// The one cast: each spec is typed by its own schema, and the cases read every resource's rows
// the same way, as the JSON the API answers.
function loose<S extends ResourceSchema, P extends string, Rec extends { id: number }>(spec: ResourceSpec<S, P, Rec>, prepare?: Spec['prepare']): Spec {
  const rows = (built: BuiltApp) => {
    const user = built.services.store.userByEmail(NURSE)!;
    const ctx = { auth: createAuthContext(user, built.services.store.roleOf(user), null), services: built.services };
    return JSON.parse(JSON.stringify(spec.toRows(ctx, spec.records(built.services.store)))) as Row[];
  };
  // Of her organisation, and seen by her (saved views: her own and the system views).
  const ownOrganization = (built: BuiltApp) => {
    const user = built.services.store.userByEmail(NURSE)!;
    const ctx = { auth: createAuthContext(user, built.services.store.roleOf(user), null), services: built.services };
    const seen = (rec: Rec) => spec.organizationOf?.(rec, built.services.store) === user.organization_id && (spec.visibleTo?.(ctx, rec) ?? true);
    return new Set(spec.records(built.services.store).filter(seen).map((rec) => rec.id));
  };
  return { ...(spec as unknown as Omit<Spec, 'rows' | 'ownOrganization'>), rows, ownOrganization, prepare };
}

/**
 * Background jobs live in memory and are never seeded: finished jobs of both organisations (the
 * nurse's and the sysadmin's, and St. Elsewhere's), of each kind and end, as if run earlier.
 */
function finishedJobs(built: BuiltApp): void {
  const { store } = built.services;
  if (store.data.backgroundJobs.length >= 24) return;
  const users = [store.userByEmail(NURSE)!, store.userByEmail(SYSADMIN)!, store.userByEmail('nurse@st-elsewhere.test')!];
  const ends = ['succeeded', 'failed', 'cancelled'] as const;
  for (let i = 0; i < 24; i += 1) {
    const user = users[i % users.length]!;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1 + i, 8, minutes)).toISOString();
    const bulk = i % 2 === 1;
    store.data.backgroundJobs.push({
      id: store.nextId('backgroundJobs'), kind: bulk ? 'bulk_discharge' : 'csv_export', title: bulk ? `Discharge ${i} patients` : 'Patients CSV export',
      status: ends[i % ends.length]!, organization_id: user.organization_id, requested_by_id: user.id,
      params: bulk ? { kind: 'bulk_discharge', patient_ids: [1, 2] } : { kind: 'csv_export', request: { table: 'patients' } },
      done: i, total: 24, failed: i % 3 === 1 ? 1 : 0, failed_ids: i % 3 === 1 ? [2] : [], log: [], result: null, cancel_requested: false,
      created_at: at(0), started_at: at(1), finished_at: i % 4 === 0 ? null : at(2 + i),
    });
  }
}

export const specs: Spec[] = [
  loose(videoDeviceSpec), loose(patientSpec), loose(patientMonitorSpec), loose(roomSpec), loose(unitSpec), loose(roleSpec),
  loose(featureFlagSpec), loose(logEntrySpec), loose(videoReasonSpec), loose(staffTypeSpec), loose(customFieldSpec), loose(userSpec),
  loose(savedViewSpec), loose(dynamicFieldSpec), loose(hospitalSpec), loose(tagSpec), loose(menuSetSpec), loose(deviceUptimeSpec),
  loose(inboundRequestSpec), loose(formSpec), loose(healthSystemPreferenceSpec), loose(divisionPreferenceSpec), loose(divisionHomepageSpec), loose(pagePreferenceSpec),
  loose(virtualRequestTypeSpec), loose(groupSpec), loose(aimeePromptSpec), loose(familyMemberSpec), loose(labelerSpec), loose(partnerSpec), loose(adtMessageSpec), loose(nurseCallSpec), loose(virtualRequestSpec), loose(careAssignmentSpec), loose(aimeeConversationSpec),
  loose(backgroundJobSpec, finishedJobs),
];
