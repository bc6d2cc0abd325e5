// One valid request of an operation for a caller: the smallest body the schema allows, drawn with
// a fixed seed, naming the caller's own records (a device, patient, monitor and preset of their
// first division, their own saved view and realtime channel), so only the question under test
// (the permission, or a single foreign id) decides the answer.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { rulesBeyond } from '@bedside/resources';
import { can } from '../../src/store/roles.ts';
import type { Store } from '../../src/store/store.ts';
import type { ContractOperation } from './contract-operations.ts';
import { openRequestOf, ownJob, ownPreset, ownSavedView, ownStatAlarm } from './own-seeds.ts';
import { MISSING_ID, pathIdKind, propertyKind, recordsOf, type RecordKind } from './records.ts';
import { injectOf, partsArbitrary, type InjectRequest, type RequestParts } from './requests.ts';
import type { Caller, World } from './world.ts';

const RELIABILITY_SECRET = 'bps_reliability-secret';

/** Values by property or parameter name that replace the caller's own (a foreign id, say). */
export type Overrides = Record<string, unknown>;

/** A PTZ preset body with a name no preset has yet (the schema's sample name is the same every time). */
function renamedPreset(store: Store, body: unknown): unknown {
  const preset = (body as { ptz_preset?: Record<string, unknown> } | undefined)?.ptz_preset;
  return { ptz_preset: { ...preset, name: `Reliability ${store.data.ptzPresets.length + 1}` } };
}

/** The caller's own record of each kind, in their first division. */
export function ownRecords(world: World, who: Caller): Own {
  const store = world.built.services.store;
  // Callers without a usable token ask for the first persona's records: the answer is a 401 anyway.
  const persona = who.persona ?? world.personas[0];
  if (!persona) throw new Error('no personas');
  const division = persona.divisionIds[0];
  const first = (kind: RecordKind, accept: (id: number) => boolean = () => true) => {
    const found = recordsOf(store, kind).find((r) => r.divisionId === division && accept(r.id));
    if (!found) throw new Error(`seed: no ${kind} in division ${division}`);
    return found.id;
  };
  const inService = (id: number) => store.devicesById.get(id)?.service_status === 'in_service' && store.devicesById.get(id)?.ptz_enabled === true;
  const device = first('device', inService);
  const patient = first('patient', (id) => store.data.monitors.some((m) => m.patient_id === id));
  const organization = store.usersById.get(persona.userId)?.organization_id;
  // A role (a user's) whose every rule the caller holds: nobody gives, or changes an account or a
  // role, beyond their own rules (privileges.ts), so those records leave the permission to decide.
  const callerRules = store.rolesById.get(store.usersById.get(persona.userId)?.role_id ?? 0)?.permissions ?? [];
  // The first such one, else the first (a caller who may not edit roles at all is refused before).
  const prefer = <T>(list: T[], ok: (item: T) => boolean): T | undefined => list.find(ok) ?? list[0];
  const within = (roleId: number) => rulesBeyond((action, resource) => can(callerRules, action, resource), store.rolesById.get(roleId)?.permissions ?? []).length === 0;
  return {
    device, patient, division: division ?? 0,
    monitor: first('monitor', (id) => store.data.monitors.find((m) => m.id === id)?.video_device_id !== null),
    room: first('room'), unit: first('unit'), group: first('group'),
    preset: ownPreset(store, device),
    // A role of the caller's organisation other than their own (editing it cannot lock them out).
    featureFlag: store.data.featureFlags.find((f) => f.organization_id === organization)?.id ?? 0,
    role: prefer(store.data.roles.filter((r) => r.organization_id === organization && r.id !== store.usersById.get(persona.userId)?.role_id), (r) => within(r.id))?.id ?? 0,
    videoReason: store.data.videoReasons.find((r) => r.organization_id === organization)?.id ?? 0,
    staffType: store.data.staffTypes.find((t) => t.organization_id === organization)?.id ?? 0,
    virtualRequestType: store.data.virtualRequestTypes.find((t) => t.organization_id === organization)?.id ?? 0,
    tableSetting: ownSavedView(store, persona.userId),
    dynamicField: store.data.dynamicFields.find((f) => f.hospital_id === store.usersById.get(persona.userId)?.hospital_id)?.id ?? 0,
    tag: store.data.tags.find((t) => t.organization_id === organization)?.id ?? 0,
    customField: store.data.customFields.find((f) => f.organization_id === store.usersById.get(persona.userId)?.organization_id)?.id ?? 0,
    // Another user of the caller's organisation (nobody changes their own role); themselves where
    // they are its only one (St. Elsewhere's nurse).
    user: prefer(store.data.users.filter((u) => u.organization_id === organization && u.id !== persona.userId), (u) => within(u.role_id))?.id ?? persona.userId,
    menuSet: store.data.menuSets.find((s) => s.organization_id === organization)?.id ?? 0,
    // An enabled form of the caller's organisation (the Forms tab fills only those).
    form: store.data.forms.find((f) => f.organization_id === organization && f.enabled)?.id ?? 0,
    healthSystem: store.usersById.get(persona.userId)?.hospital_id ?? 0,
    aimeePrompt: store.data.aimeePrompts.find((p) => p.organization_id === organization)?.id ?? 0,
    labeler: store.data.labelers.find((l) => l.organization_id === organization)?.id ?? 0,
    familyMember: recordsOf(store, 'familyMember').find((r) => r.divisionId === division)?.id ?? 0,
    partner: store.data.partners.find((p) => p.organization_id === organization)?.id ?? 0,
    adtMessage: store.data.adtMessages.find((m) => m.organization_id === organization)?.id ?? 0,
    virtualRequest: openRequestOf(store, division ?? 0),
    // The other organisation has none: a missing id (404) then, which the permission check precedes.
    careAssignment: recordsOf(store, 'careAssignment').find((r) => r.divisionId === division)?.id ?? MISSING_ID,
    backgroundJob: ownJob(store, persona.userId, organization),
    aimeeConversation: recordsOf(store, 'aimeeConversation').find((r) => r.divisionId === division)?.id ?? MISSING_ID,
    statAlarm: ownStatAlarm(store, division ?? 0, persona.userId),
    // The other organisation has none seeded in its nurse's division: a missing id then.
    nurseCall: recordsOf(store, 'nurseCall').find((r) => r.divisionId === division)?.id ?? MISSING_ID,
  };
}

type Own = Record<RecordKind, number>;

/** A room of the division whose admitted patient has a monitor that is not stopped. */
function roomWithMonitor(store: Store, division: number): number | undefined {
  return store.data.patients.find((p) => p.division_id === division && p.status === 'active' && p.room_id !== null
    && store.data.monitors.some((m) => m.patient_id === p.id && m.status !== 'stopped'))?.room_id ?? undefined;
}
const inDivision = (store: Store, division: number) => ({
  patient: store.data.patients.find((p) => p.division_id === division && p.status === 'active')?.id,
  // Free now: each allowed create takes one, and a device has at most one monitor that is not stopped.
  device: store.data.devices.find((d) => d.division.id === division && d.service_status === 'in_service'
    && !store.data.monitors.some((m) => m.video_device_id === d.id && m.status !== 'stopped'))?.id,
});

/**
 * Operations whose smallest valid request is more than the schema's required parts (a create names
 * its one division and the fields its rules require; an MRN is unique), with the caller's own values.
 */
/** `generated`: the request made from the schema with the caller's own ids (and a test's overrides), for a template that changes only part of its body. */
const templates: Record<string, (store: Store, own: Own, generated: RequestParts) => Partial<RequestParts>> = {
  createPatient: (store, own) => ({
    query: { division_id: String(own.division) },
    body: { patient: { display_name: 'Reliability Patient', mrn: `REL-${store.data.patients.length + 1}`, status: 'active' } },
  }),
  createPatientMonitor: (store, own) => {
    const { patient, device } = inDivision(store, own.division);
    return { query: { division_id: String(own.division) }, body: { patient_monitor: { patient_id: patient, video_device_id: device } } };
  },
  // A room's name is unique in its unit.
  createRoom: (store, own) => ({
    query: { division_id: String(own.division) },
    body: { room: { name: `Reliability Room ${store.data.rooms.length + 1}`, unit_id: own.unit } },
  }),
  // A role's name is unique in the organisation; its rules are pairs the product knows.
  createRole: (store) => ({ body: { role: { name: `Reliability Role ${store.data.roles.length + 1}`, permissions: [{ action: 'View', resource: 'Patient' }] } } }),
  updateRole: () => ({ body: { role: { show_admin_menu: false } } }),
  // A video reason's name and a staff type's display name are unique in the organisation.
  createVideoReason: (store) => ({ body: { video_reason: { name: `Reliability Reason ${store.data.videoReasons.length + 1}` } } }),
  updateVideoReason: () => ({ body: { video_reason: { enabled: true } } }),
  updateStaffType: () => ({ body: { staff_type: { description: 'Reliability' } } }),
  // A virtual request type's name is unique in the organisation; kind, priority and sound are required.
  createVirtualRequestType: (store) => ({
    body: { virtual_request_type: { kind: 'eicu', name: `Reliability Request ${store.data.virtualRequestTypes.length + 1}`, default_priority: 'high', notification_sound: 'bell' } },
  }),
  // A request names an admitted patient of the division asked for and an enabled type of the organisation.
  createVirtualRequest: (store, own) => ({
    query: { division_id: String(own.division) },
    body: { virtual_request: { patient_id: inDivision(store, own.division).patient, virtual_request_type_id: own.virtualRequestType } },
  }),
  createVirtualRequestForAimee: (_store, own) => ({ body: { key: 'virtual_nursing', monitor_id: own.monitor } }),
  updateVirtualRequestType: () => ({ body: { virtual_request_type: { enabled: true } } }),
  // A group's name is unique in its division; its members are the caller's division's (none here).
  createGroup: (store, own) => ({
    query: { division_id: String(own.division) },
    body: { group: { name: `Reliability Group ${store.data.groups.length + 1}` } },
  }),
  updateGroup: () => ({ body: { group: { description: 'Reliability' } } }),
  // A preset's name is unique among its device's presets: the generated one, newly named.
  createPtzPreset: (store, _own, generated) => ({ body: renamedPreset(store, generated.body) }),
  updatePtzPreset: (store, _own, generated) => ({ body: renamedPreset(store, generated.body) }),
  // A custom field's key is snake_case and unique per model; a text field has no options.
  createCustomField: (store) => ({ body: { custom_field: { model: 'patient', key: `reliability_${store.data.customFields.length + 1}`, kind: 'text', label: 'Reliability Field' } } }),
  updateCustomField: () => ({ body: { custom_field: { label: 'Reliability Field' } } }),
  // A user's email is unique; the role is one of the organisation's, the division one the caller holds, the password strong.
  createUser: (store, own) => ({
    body: { user: { name: 'Reliability User', email: `reliability.${store.data.users.length + 1}@mercy-general.test`, password: 'Reliable-Passw0rd!', role_id: own.role, division_ids: [own.division] } },
  }),
  updateUser: () => ({ body: { user: { time_format: 24 } } }),
  updateSavedView: () => ({ body: { saved_view: { name: 'Reliability view' } } }),
  updateDynamicFieldValue: () => ({ body: { dynamic_field_value: { is_enabled: true } } }),
  // A hospital's (division's) and an attribute's name are unique in the organisation; colour and time zone are required.
  createHospitalDivision: (store) => ({
    body: { hospital_division: { name: `Reliability Hospital ${store.data.divisions.length + 1}`, color: 'cyan', timezone: 'America/Chicago' } },
  }),
  updateHospitalDivision: () => ({ body: { hospital_division: { timezone: 'America/Chicago' } } }),
  createTag: (store) => ({ body: { tag: { name: `Reliability Attribute ${store.data.tags.length + 1}`, color: 'blue' } } }),
  updateTag: () => ({ body: { tag: { share_with_aimee: false } } }),
  // The health system's preferences: a timeout the session can warn before (at least 10 minutes).
  updatePagePreference: () => ({ body: { page_preference: { default_per_page: 25 } } }),
  updateDivisionHomepage: () => ({ body: { division_homepage: { welcome_message: 'Reliability' } } }),
  updateDivisionPreference: () => ({ body: { division_preference: { meeting_preview_enabled: true } } }),
  updateHealthSystemPreference: () => ({ body: { health_system_preference: { inactivity_timeout_min: 60 } } }),
  // A menu set's title is unique in the organisation; an item opens a page.
  createMenuSet: (store) => ({ body: { menu_set: { title: `Reliability Menu ${store.data.menuSets.length + 1}`, menu_items: [{ label: 'Patients', pageType: 'item', page: 'patients_list' }] } } }),
  updateMenuSet: () => ({ body: { menu_set: { expanded: true } } }),
  // A partner's name is unique in the organisation.
  createPartner: (store) => ({ body: { partner: { name: `Reliability Partner ${store.data.partners.length + 1}`, scopes: ['patients:read'] } } }),
  updatePartner: () => ({ body: { partner: { description: 'Reliability' } } }),
  // The exchange takes an issued secret of an enabled partner: the caller's organisation's, given a known one here.
  createPartnerToken: (store, own) => {
    const partner = store.data.partners.find((p) => p.id === own.partner);
    if (!partner) throw new Error('seed: no partner');
    Object.assign(partner, { enabled: true, secret_hash: createHash('sha256').update(RELIABILITY_SECRET).digest('hex') });
    return { body: { grant_type: 'client_credentials', client_id: partner.client_id, client_secret: RELIABILITY_SECRET } };
  },
  // A unit's name is unique in its division.
  createUnit: (store, own) => ({
    query: { division_id: String(own.division) },
    body: { unit: { name: `Reliability Unit ${store.data.units.length + 1}` } },
  }),
  // A form's title is unique in the organisation; a select or radio field needs options.
  createForm: (store) => ({ body: { form: { title: `Reliability Form ${store.data.forms.length + 1}`, fields: [{ label: 'Score', kind: 'number', required: true }] } } }),
  updateForm: () => ({ body: { form: { enabled: true } } }),
  // The seeded enabled form's required fields (seed-forms.ts), filled.
  createPatientFormSubmission: (_store, own) => ({ body: { submission: { form_id: own.form, values: { mobility: 'Independent', falls_last_3_months: '0' } } } }),
  // An Aimee prompt's name and a labeler's email are unique in the organisation; a prompt needs its greeting, script and voice.
  createAimeePrompt: (store) => ({
    body: { aimee_prompt: { name: `Reliability Prompt ${store.data.aimeePrompts.length + 1}`, greeting: 'Hello', instructions: 'Ask how they feel.', voice: 'alloy' } },
  }),
  updateAimeePrompt: () => ({ body: { aimee_prompt: { enabled: true } } }),
  // An offer without media is refused (422) before any peer is made: the permission is what is tested here.
  startAimeeConversation: (_store, own) => ({ query: { division_id: String(own.division) }, body: { sdp: 'v=0', source: 'web', aimee_tags: [] } }),
  updateAimeeConversationTranscript: () => ({ body: { transcript: [] } }),
  endAimeeConversation: () => ({ body: { transcript: [] } }),
  createLabeler: (store) => ({ body: { labeler: { name: 'Reliability Labeler', email: `labeler.${store.data.labelers.length + 1}@mercy-general.test` } } }),
  updateLabeler: () => ({ body: { labeler: { active: true } } }),
  // A family member is reached by email or phone, for an admitted patient of the division asked for.
  createFamilyMember: (store, own) => ({
    query: { division_id: String(own.division) },
    body: { family_member: { name: 'Reliability Family', email: 'family@example.com', relationship: 'child', patient_id: inDivision(store, own.division).patient } },
  }),
  updateFamilyMember: () => ({ body: { family_member: { active: true } } }),
  // Test ADT Feed: an update for an MRN no patient has, sent over MLLP and answered AE (it changes nothing).
  getAdtTemplate: () => ({ query: { event: 'A08' } }),
  sendAdtMessage: () => ({
    body: { message: 'MSH|^~\\&|RELIABILITY|MERCY|BEDSIDE|mercy-general|20260101120000||ADT^A08|RELIABILITY|P|2.5.1\rPID|1||NOSUCHMRN^^^MERCY^MR||Doe^Jane' },
  }),
  // A virtual nursing assignment of a free patient of the division to its first virtual nurse.
  createCareAssignment: (store, own) => {
    const taken = new Set(store.data.careAssignments.filter((a) => a.staff_kind === 'virtual_nursing').map((a) => a.patient_id));
    const patient = store.data.patients.find((p) => p.division_id === own.division && p.status === 'active' && !taken.has(p.id));
    const nurse = store.data.users.find((u) => u.staff_kinds.includes('virtual_nursing') && u.division_ids.includes(own.division));
    return { query: { division_id: String(own.division) }, body: { care_assignment: { patient_id: patient?.id ?? 1, staff_kind: 'virtual_nursing', user_id: nurse?.id ?? 1 } } };
  },
  updateCareAssignment: () => ({ body: { care_assignment: {} } }),
  // The caller's transfer of a staff type to the other virtual nurse: 201 for a holder, else a 422 naming staff_kind.
  createCareTransfer: (store) => ({
    body: { care_transfer: { staff_kind: 'translation', to_user_id: store.data.users.find((u) => u.persona === 'virtual-nurse-colleague')?.id ?? 1 } },
  }),
  startCsvExportJob: () => ({ body: { csv_export: { table: 'patients' } } }),
  // A patient no one has: the job runs and logs it as not found, changing no one the other requests use.
  startBulkDischargeJob: () => ({ body: { bulk_discharge: { patient_ids: [MISSING_ID] } } }),
  // Test Nurse Call: a room of the division with an admitted patient on a running monitor.
  raiseNurseCall: (store, own) => ({
    body: { nurse_call: { room_id: roomWithMonitor(store, own.division), call_type: 'patient_call' } },
  }),
  // A saved view is of a table the simulator has, named apart from the caller's other views of it.
  createTableUserSetting: (store) => ({ body: { table_user_setting: { table_id: 'video_devices', name: `Reliability View ${store.data.tableSettings.length + 1}` } } }),
  // A client audits video activity; a category with a dot is one the server writes itself.
  createAuditLog: () => ({ body: { audit_log: { category: 'video_started' } } }),
  pausePatientMonitor: () => ({ body: { reason: 'Patient privacy' } }),
  documentStatAlarm: () => ({ body: { note: 'Patient settled' } }),
  multiPausePatientMonitors: (_store, own) => ({ body: { ids: [own.monitor], reason: 'Patient privacy' } }),
  multiResumePatientMonitors: (_store, own) => ({ body: { ids: [own.monitor] } }),
};

export function ownRequest(world: World, op: ContractOperation, who: Caller, overrides: Overrides = {}): InjectRequest {
  const own = ownRecords(world, who);
  const userId = who.persona?.userId ?? 0;
  const parts = fc.sample(partsArbitrary(op, (name, schema) => {
    if (name in overrides) return fc.constant(overrides[name]);
    if (name === 'channel_name') return fc.constant(`private-encrypted-user-${userId}`);
    const kind = name === 'id' ? pathIdKind(op.path) : propertyKind(name);
    return kind && [schema.type].flat().includes('integer') ? fc.constant(own[kind]) : undefined;
  }, true), { seed: 1, numRuns: 1 })[0];
  if (!parts) throw new Error(`no request for ${op.operationId}`);
  const template = templates[op.operationId]?.(world.built.services.store, own, parts) ?? {};
  return injectOf(op, { ...parts, query: { ...parts.query, ...template.query }, body: template.body ?? parts.body }, who.headers);
}
