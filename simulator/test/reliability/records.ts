// Seeded records by kind and division, read from the store at the moment they are needed (the
// fuzz run changes the store), and which kind of record an id of an operation names.
import type { Store } from '../../src/store/store.ts';

export type RecordKind = 'device' | 'patient' | 'monitor' | 'preset' | 'tableSetting' | 'room' | 'unit' | 'group' | 'division' | 'role' | 'featureFlag' | 'videoReason' | 'staffType' | 'customField' | 'user' | 'dynamicField' | 'tag' | 'menuSet' | 'virtualRequestType' | 'form' | 'healthSystem' | 'aimeePrompt' | 'labeler' | 'familyMember' | 'partner' | 'adtMessage' | 'virtualRequest' | 'careAssignment' | 'backgroundJob' | 'statAlarm' | 'nurseCall' | 'aimeeConversation';
export interface RecordRef { kind: RecordKind; id: number; divisionId: number | null; ownerId?: number }

/** An id no record has: the answer to it is what a foreign id must look like. */
export const MISSING_ID = 987_654;

export function recordsOf(store: Store, kind: RecordKind): RecordRef[] {
  const data = store.data;
  switch (kind) {
    case 'device': return data.devices.map((d) => ({ kind, id: d.id, divisionId: d.division.id }));
    case 'patient': return data.patients.map((p) => ({ kind, id: p.id, divisionId: p.division_id }));
    case 'monitor': return data.monitors.map((m) => ({ kind, id: m.id, divisionId: m.division_id }));
    case 'preset': return data.ptzPresets.map((p) => ({ kind, id: p.id, divisionId: store.devicesById.get(p.video_device_id)?.division.id ?? null }));
    case 'tableSetting': return data.tableSettings.map((t) => ({ kind, id: t.id, divisionId: null, ownerId: t.user_id }));
    case 'room': return data.rooms.map((r) => ({ kind, id: r.id, divisionId: r.division_id }));
    case 'unit': return data.units.map((u) => ({ kind, id: u.id, divisionId: u.division_id }));
    case 'group': return data.groups.map((g) => ({ kind, id: g.id, divisionId: g.division_id }));
    case 'division': return data.divisions.map((d) => ({ kind, id: d.id, divisionId: d.id }));
    // Organisation-wide: no division to isolate by (the other organisation's are 404, tested in roles.test.ts).
    case 'role': return data.roles.map((r) => ({ kind, id: r.id, divisionId: null }));
    case 'featureFlag': return data.featureFlags.map((f) => ({ kind, id: f.id, divisionId: null }));
    // Organisation-wide too (the other organisation's are 404: the generated resource contract tests).
    case 'videoReason': return data.videoReasons.map((r) => ({ kind, id: r.id, divisionId: null }));
    case 'staffType': return data.staffTypes.map((t) => ({ kind, id: t.id, divisionId: null }));
    case 'virtualRequestType': return data.virtualRequestTypes.map((t) => ({ kind, id: t.id, divisionId: null }));
    // Organisation-wide too (the other organisation's are 404, tested in custom-fields.test.ts).
    case 'customField': return data.customFields.map((f) => ({ kind, id: f.id, divisionId: null }));
    // Organisation-wide too: a user holds divisions rather than belonging to one (the other organisation's are 404: the generated resource contract tests).
    case 'user': return data.users.map((u) => ({ kind, id: u.id, divisionId: null }));
    // A hospital's (its organisation's; the other organisation's are 404: the generated resource contract tests).
    case 'dynamicField': return data.dynamicFields.map((f) => ({ kind, id: f.id, divisionId: null }));
    case 'tag': return data.tags.map((t) => ({ kind, id: t.id, divisionId: null }));
    // Organisation-wide too (the other organisation's are 404, tested in menu-sets.test.ts).
    case 'menuSet': return data.menuSets.map((s) => ({ kind, id: s.id, divisionId: null }));
    // Organisation-wide too (the other organisation's are 404: the generated resource contract tests).
    case 'form': return data.forms.map((f) => ({ kind, id: f.id, divisionId: null }));
    // One per organisation (the other organisation's is 404: the generated resource contract tests).
    case 'healthSystem': return data.hospitals.map((h) => ({ kind, id: h.id, divisionId: null }));
    case 'aimeePrompt': return data.aimeePrompts.map((p) => ({ kind, id: p.id, divisionId: null }));
    case 'labeler': return data.labelers.map((l) => ({ kind, id: l.id, divisionId: null }));
    // The division of the family member's patient.
    case 'familyMember': return data.familyMembers.map((m) => ({ kind, id: m.id, divisionId: data.patients.find((p) => p.id === m.patient_id)?.division_id ?? null }));
    case 'partner': return data.partners.map((p) => ({ kind, id: p.id, divisionId: null }));
    // Organisation-wide: the organisation its MSH-6 named (another's are 404: the generated resource contract tests).
    case 'adtMessage': return data.adtMessages.map((m) => ({ kind, id: m.id, divisionId: null }));
    case 'virtualRequest': return data.virtualRequests.map((r) => ({ kind, id: r.id, divisionId: r.division_id }));
    case 'aimeeConversation': return data.aimeeConversations.map((c) => ({ kind, id: c.id, divisionId: c.division_id }));
    case 'careAssignment': return data.careAssignments.map((a) => ({ kind, id: a.id, divisionId: a.division_id }));
    case 'nurseCall': return data.nurseCalls.map((c) => ({ kind, id: c.id, divisionId: c.division_id }));
    // Organisation-wide too (the other organisation's are 404, tested in background-jobs.test.ts).
    case 'backgroundJob': return data.backgroundJobs.map((j) => ({ kind, id: j.id, divisionId: null, ownerId: j.requested_by_id }));
    case 'statAlarm': return data.statAlarms.map((a) => ({ kind, id: a.id, divisionId: a.division_id }));
    default: return kind satisfies never;
  }
}

/** The kind of record a path's `{id}` names; null for ids that are not records of the store. */
export function pathIdKind(path: string): RecordKind | null {
  if (/\/(video_devices|ptz_presets\/for_device|sim\/devices)\/\{id\}/.test(path)) return 'device';
  if (path.includes('/patients/{id}')) return 'patient';
  if (path.includes('/patient_monitors/{id}')) return 'monitor';
  if (path.includes('/ptz_presets/{id}')) return 'preset';
  if (path.includes('/rooms/{id}')) return 'room';
  if (path.includes('/roles/{id}')) return 'role';
  if (path.includes('/feature_flags/{id}')) return 'featureFlag';
  if (path.includes('/custom_fields/{id}')) return 'customField';
  if (path.includes('/app_modules/{id}')) return 'menuSet';
  if (path.includes('/partners/{id}')) return 'partner';
  if (path.includes('/adt_messages/{id}')) return 'adtMessage';
  if (path.includes('/nurse_calls/{id}')) return 'nurseCall';
  if (path.includes('/background_jobs/{id}')) return 'backgroundJob';
  if (path.includes('/units/{id}')) return 'unit';
  if (path.includes('/video_reasons/{id}')) return 'videoReason';
  if (path.includes('/staff_types/{id}')) return 'staffType';
  if (path.includes('/users/{id}')) return 'user';
  if (path.includes('/dynamic_field_values/{id}')) return 'dynamicField';
  // Health System › Views administers the same records: the caller's own view.
  if (/\/(table_user_settings|saved_views)\/\{id\}/.test(path)) return 'tableSetting';
  // A hospital of Health System is a division (organisation-wide: another organisation's are 404).
  if (/\/(divisions|division_preferences|division_homepages)\/\{id\}/.test(path)) return 'division';
  if (path.includes('/tags/{id}')) return 'tag';
  if (path.includes('/virtual_request_types/{id}')) return 'virtualRequestType';
  if (path.includes('/virtual_requests/{id}')) return 'virtualRequest';
  if (path.includes('/groups/{id}')) return 'group';
  if (path.includes('/forms/{id}')) return 'form';
  if (/\/(health_system_preferences|page_preferences)\/\{id\}/.test(path)) return 'healthSystem';
  if (path.includes('/aimee_prompts/{id}')) return 'aimeePrompt';
  if (path.includes('/aimee_conversations/{id}')) return 'aimeeConversation';
  if (path.includes('/labelers/{id}')) return 'labeler';
  if (path.includes('/family_members/{id}')) return 'familyMember';
  if (path.includes('/care_assignments/{id}')) return 'careAssignment';
  if (path.includes('/stat_alarms/{id}')) return 'statAlarm';
  return null;
}

/** The kind of record a body property names, by the contract's naming. */
export function propertyKind(name: string): RecordKind | null {
  switch (name) {
    case 'device_id': case 'video_device_id': return 'device';
    case 'patient_id': return 'patient';
    case 'patient_monitor_id': return 'monitor';
    case 'room_id': return 'room';
    case 'unit_id': return 'unit';
    case 'division_id': return 'division';
    case 'form_id': return 'form';
    default: return null;
  }
}
