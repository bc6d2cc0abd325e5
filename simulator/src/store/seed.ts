// Builds the deterministic demo hospital (and, with size "large", 10,000+ devices, and 10,000+
// patients in Mercy General's four divisions alone).
import type { components } from '@bedside/openapi/sim';
import { iso } from './clock.ts';
import { divisionSeeds, emptyUnitNames, firstNames, lastNames, unitNames } from './catalog.ts';
import { seedDevices } from './seed-devices.ts';
import { seedAuditLogs, seedFeatureFlags, seedMenus, seedCustomFields, seedNotifications, seedSavedViews } from './seed-extras.ts';
import { seedForms } from './seed-forms.ts';
import { seedAimeeConversations } from './seed-aimee-conversations.ts';
import { seedAimeePrompts } from './seed-aimee-prompts.ts';
import { seedAdtMessages } from './seed-adt.ts';
import { seedNurseCalls } from './seed-nurse-calls.ts';
import { seedGroups } from './seed-groups.ts';
import { seedFamilyMembers, seedLabelers } from './seed-people.ts';
import { seedStaffTypes, seedTags, seedVideoReasons, seedVirtualRequestTypes } from './seed-organization.ts';
import { seedDynamicFields, seedPatientHistory } from './seed-patients.ts';
import { seedPartners } from './seed-partners.ts';
import { seedPtzPresets } from './seed-presets.ts';
import { seedVirtualRequests } from './seed-requests.ts';
import { seedCareAssignments } from './seed-care-assignments.ts';
import { ORGANIZATION_ID, OTHER_ORGANIZATION_ID, personaSeeds } from './personas.ts';
import { createRng } from './prng.ts';
import { seedRoomAlerts } from './seed-room-alerts.ts';
import { OTHER_ORGANIZATION_ROLE_OFFSET, seedRoles } from './roles.ts';
import type { Division, Hospital, Patient, PatientMonitor, Room, Unit, User } from './types.ts';
import type { StoreData } from './store.ts';

export type SeedSize = components['schemas']['SeedSize'];
/** The feature flags a user has unless the organisation turns one off (users added later too). */
export const DEFAULT_FLAGS = ['ptz_presets', 'connection_quality_indicator', 'screen_sharing'] as const;
/** Seeds the PRNG of the history (seed-patients.ts), which draws after everything the main one did. */
const HISTORY_SALT = 0x5eed_4157;

/**
 * One interface account per health system, under which HL7 ADT messages change patients and
 * monitors (their revisions and audit entries name it, as they name a person). It cannot sign in:
 * blocked, without a password, and its persona key is none the sign-in page lists. Its role is the organisation's Nurse, whose rules
 * cover what ADT does (Edit Patient, Edit PatientMonitor).
 */
export const INTERFACE_PERSONA = 'adt-interface';

function interfaceUsers(after: number, divisions: readonly Division[], hospitals: readonly Hospital[]): User[] {
  return hospitals.map((hospital, i) => ({
    id: after + i + 1, persona: INTERFACE_PERSONA, name: 'ADT Interface', email: `adt.interface@${hospital.organization_id}.test`,
    organization_id: hospital.organization_id, hospital_id: hospital.id,
    role_id: 4 + (hospital.organization_id === ORGANIZATION_ID ? 0 : OTHER_ORGANIZATION_ROLE_OFFSET),
    division_ids: divisions.filter((d) => d.hospital_id === hospital.id).map((d) => d.id), preferred_division_id: null,
    blocked: true, timezone: 'America/Chicago', time_format: 12, staff_kinds: [], virtual_request_types: [],
    inactivity_timeout_sec: null, enabled_flags: [], avatar_color: null, password_hash: null, updated_at: iso(0),
  }));
}

export function seed(seedValue: number, size: SeedSize): StoreData {
  const rng = createRng(seedValue);
  const large = size === 'large';
  // A health system's preferences before an administrator sets them: no MRN length, 60 minutes (the session warns at 55).
  const hospitalDefaults = { default_per_page: 10, mrn_length: null, connect_all_interval_ms: 500, inactivity_timeout_min: 60, updated_at: iso(0) };
  const hospitals: Hospital[] = [
    { id: 1, name: 'Mercy General Hospital', organization_id: ORGANIZATION_ID, main_division_id: 1, meeting_preview_enabled: true, logo_url: null, footer_logo_url: null, ...hospitalDefaults },
    { id: 2, name: 'St. Elsewhere Medical Center', organization_id: OTHER_ORGANIZATION_ID, main_division_id: 5, meeting_preview_enabled: false, logo_url: null, footer_logo_url: null, ...hospitalDefaults },
  ];
  // South Tower has Preview visits turned off (the web shows Preview only when both flags are on).
  const divisions: Division[] = divisionSeeds.map((d, i) => ({
    id: i + 1, name: d.name, color: d.color, hospital_id: 1, meeting_preview_enabled: i + 1 !== 2, timezone: 'America/Chicago', address: d.address, updated_at: iso(0), welcome_message: null,
  }));
  divisions.push({ id: 5, name: 'Main Campus', color: 'red', hospital_id: 2, meeting_preview_enabled: true, timezone: 'America/New_York', address: '1 Elsewhere Plaza, Boston, MA 02115', updated_at: iso(0), welcome_message: null });

  const units: Unit[] = [];
  const rooms: Room[] = [];
  // large: 5 divisions x 3 units x 700 rooms = 10,500 rooms, patients and fixed devices.
  const roomsPerUnit = large ? 700 : 6;
  for (const division of divisions) {
    const prefix = divisionSeeds[division.id - 1]?.prefix ?? 'M';
    for (let u = 0; u < 3; u += 1) {
      const unit: Unit = { id: units.length + 1, name: `${unitNames[(division.id + u) % unitNames.length]} ${u + 3}`, division_id: division.id };
      units.push(unit);
      for (let r = 1; r <= roomsPerUnit; r += 1) {
        rooms.push({ id: rooms.length + 1, name: `${prefix}-${u + 3}${String(r).padStart(2, '0')}`, unit_id: unit.id, division_id: division.id });
      }
    }
  }
  // Units not fitted with rooms yet, so a division has ten as a hospital's does. Added after the
  // others, they leave every room's and patient's id and draw as it was.
  for (const division of divisions) {
    for (const name of emptyUnitNames) units.push({ id: units.length + 1, name, division_id: division.id });
  }

  const patients: Patient[] = rooms.map((room, i) => ({
    id: i + 1,
    display_name: `${rng.pick(firstNames)} ${rng.pick(lastNames)}`,
    mrn: `MRN${String(1_000_000 + rng.int(0, 8_999_999))}`,
    dob: rng.chance(0.95) ? `${rng.int(1932, 2019)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` : null,
    room_id: rng.chance(0.85) ? room.id : null,
    division_id: room.division_id,
    status: rng.chance(0.8) ? 'active' : 'discharged',
    // Drawn later, from the history's PRNG (seedPatientHistory).
    patient_status_id: null,
    admitted_at: null,
    discharged_at: null,
    custom_fields: {},
  }));

  seedRoomAlerts(seedValue, rooms);
  const devices = seedDevices(rng, { rooms, divisions, hospitals, extraCarts: large ? 400 : 3 });
  const statuses = ['active', 'active', 'paused', 'pending', 'stopped', 'created'] as const;
  const cameraOfRoom = new Map<number, number>();
  for (const d of devices) if (d.kind === 'fixed' && d.room && !cameraOfRoom.has(d.room.id)) cameraOfRoom.set(d.room.id, d.id);
  // Every patient seeded in a room has a monitor on its camera (a discharged one's is stopped later).
  const monitors: PatientMonitor[] = patients.filter((p) => p.room_id !== null).map((patient, i) => {
    const status = statuses[i % statuses.length] ?? 'active';
    return {
      id: i + 1,
      patient_id: patient.id,
      video_device_id: cameraOfRoom.get(patient.room_id ?? 0) ?? null,
      division_id: patient.division_id,
      status,
      monitor_started_at: status === 'created' || status === 'pending' ? null : iso(-rng.int(60, 6000)),
      monitor_ended_at: status === 'stopped' ? iso(-rng.int(1, 59)) : null,
      pause_reason: null,
      // Set with the rest of its history (seedPatientHistory).
      created_at: '',
      updated_at: iso(-rng.int(0, 59)),
    };
  });

  const users: User[] = personaSeeds.map((p, i) => {
    const divisionIds = p.otherOrganization ? [5] : p.divisions === 'all' ? [1, 2, 3, 4] : p.divisions.map((d) => d + 1);
    return {
      id: i + 1,
      persona: p.key,
      name: p.name,
      email: p.email,
      organization_id: p.otherOrganization ? OTHER_ORGANIZATION_ID : ORGANIZATION_ID,
      hospital_id: p.otherOrganization ? 2 : 1,
      // The other organisation holds its own copy of each seeded role.
      role_id: p.otherOrganization ? p.roleId + OTHER_ORGANIZATION_ROLE_OFFSET : p.roleId,
      division_ids: divisionIds,
      preferred_division_id: divisionIds[0] ?? null,
      blocked: p.blocked ?? false,
      timezone: 'America/Chicago',
      time_format: p.timeFormat ?? 12,
      staff_kinds: p.staff,
      // A virtual observer takes no virtual requests.
      virtual_request_types: p.staff.filter((kind) => kind !== 'virtual_observer'),
      inactivity_timeout_sec: p.inactivityTimeoutSec ?? null,
      enabled_flags: [...DEFAULT_FLAGS],
      avatar_color: null,
      password_hash: null,
      updated_at: iso(0),
    };
  });

  users.push(...interfaceUsers(users.length, divisions, hospitals));

  const groups = seedGroups(divisions, units, rooms, users, iso(0));
  const aimeePrompts = seedAimeePrompts([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0));
  const notifications = seedNotifications(rng, users, monitors, rooms, patients);
  const dynamicFields = seedDynamicFields(hospitals.map((h) => h.id), iso(0));
  const monitorEvents = seedPatientHistory(createRng(seedValue ^ HISTORY_SALT), {
    patients, monitors, notifications, devices, divisions, dynamicFields, pastPatients: large ? 600 : 4,
  });

  const organizationOf = (divisionId: number) => hospitals.find((h) => h.id === divisions.find((d) => d.id === divisionId)?.hospital_id)?.organization_id;
  const virtualRequestTypes = seedVirtualRequestTypes([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0));
  const virtualRequests = seedVirtualRequests(patients, rooms, users);
  const nurseCalls = seedNurseCalls({ patients, monitors, rooms, users, types: virtualRequestTypes, organizationOf, requests: virtualRequests });

  return {
    seed: seedValue,
    size,
    hospitals,
    divisions,
    units,
    rooms,
    patients,
    devices,
    monitors,
    groups,
    users,
    roles: seedRoles([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0)),
    featureFlags: seedFeatureFlags([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0)),
    videoReasons: seedVideoReasons([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0)),
    staffTypes: seedStaffTypes([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0)),
    tags: seedTags([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0)),
    menuSets: seedMenus([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0)),
    partners: seedPartners([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0)),
    backgroundJobs: [],
    virtualRequestTypes,
    virtualRequests: [...virtualRequests, ...nurseCalls.requests],
    nurseCalls: nurseCalls.calls,
    aimeePrompts,
    aimeeConversations: seedAimeeConversations(monitors, patients, users, aimeePrompts),
    aimeeCallIds: [],
    statAlarms: [],
    labelers: seedLabelers([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0)),
    familyMembers: seedFamilyMembers(patients, divisions.map((d) => d.id), iso(0)),
    careAssignments: seedCareAssignments(patients, users, iso(0)),
    careTransfers: [],
    curtains: [],
    nudges: [],
    notifications,
    dynamicFields,
    monitorEvents,
    customFields: seedCustomFields([ORGANIZATION_ID, OTHER_ORGANIZATION_ID]),
    forms: seedForms([ORGANIZATION_ID, OTHER_ORGANIZATION_ID], iso(0)),
    formSubmissions: [],
    tableSettings: seedSavedViews(users),
    preferences: [],
    auditLogs: seedAuditLogs(monitors, users, organizationOf),
    revisions: [],
    ptzPresets: seedPtzPresets(devices),
    videoMetrics: [],
    adtMessages: seedAdtMessages(hospitals, divisions, rooms, patients),
  };
}
