// The in-memory store: seeded data plus indexes for the lookups handlers do on every request.
import { DeviceStatusHistory } from './device-status-history.ts';
import { RequestLog } from './request-log.ts';
import { seed, type SeedSize } from './seed.ts';
import type {
  AuditLog, Division, DynamicField, Group, Hospital, MonitorEvent, Notification, Patient, PatientMonitor,
  PtzPreset, Room, StoredCustomField, StoredFeatureFlag, StoredForm, StoredFormSubmission, StoredMenuSet, StoredRole, StoredStaffType, StoredTag, StoredVideoReason, StoredVirtualRequestType, TableUserSetting, Unit, User, UserPreference, VideoDevice, VideoMetric, RecordRevision, StoredAimeePrompt, StoredFamilyMember, StoredLabeler, StoredPartner, StoredAdtMessage, StoredVirtualRequest, StoredNurseCall, StoredCareAssignment, StoredCareTransfer, StoredBackgroundJob, StoredStatAlarm, StoredMonitorFlag, StoredAimeeConversation,
} from './types.ts';

export interface StoreData {
  seed: number;
  size: SeedSize;
  hospitals: Hospital[];
  divisions: Division[];
  units: Unit[];
  rooms: Room[];
  patients: Patient[];
  devices: VideoDevice[];
  monitors: PatientMonitor[];
  /** every monitor's event log, oldest first */
  monitorEvents: MonitorEvent[];
  /** values of configurable fields (the Virtual Patient Status) */
  dynamicFields: DynamicField[];
  groups: Group[];
  users: User[];
  /** both organisations' roles; a user's role_id is one of their own organisation's */
  roles: StoredRole[];
  /** each organisation's switch for each feature flag key */
  featureFlags: StoredFeatureFlag[];
  /** both organisations' video reasons and staff types (one per staff kind), each kept by its own */
  videoReasons: StoredVideoReason[];
  staffTypes: StoredStaffType[];
  /** both organisations' attributes (the spec's tags) */
  tags: StoredTag[];
  /** both organisations' menu sets (the sidebar's configurable part), in sidebar order */
  menuSets: StoredMenuSet[];
  /** both organisations' API partners (secrets kept only as hashes) */
  partners: StoredPartner[];
  /** background jobs started since the last reset or restart (none are seeded or kept) */
  backgroundJobs: StoredBackgroundJob[];
  /** both organisations' virtual request types, one per request kind as seeded */
  virtualRequestTypes: StoredVirtualRequestType[];
  /** virtual requests raised for patients, oldest first */
  virtualRequests: StoredVirtualRequest[];
  /** calls raised by rooms' nurse call systems, oldest first (each with its virtual request) */
  nurseCalls: StoredNurseCall[];
  /** both organisations' Aimee prompts and labeling users */
  aimeePrompts: StoredAimeePrompt[];
  /** Aimee's conversations since the last reset or restart (none are seeded), oldest first */
  aimeeConversations: StoredAimeeConversation[];
  /** the function calls of Aimee's conversations already acted on, by call id, and what they raised */
  aimeeCallIds: { call_id: string; organization_id: string; virtual_request_id: number }[];
  labelers: StoredLabeler[];
  /** family members allowed to connect to a patient's room (division of the patient) */
  familyMembers: StoredFamilyMember[];
  /** who looks after which patient per staff kind, and hand-overs between colleagues */
  careAssignments: StoredCareAssignment[];
  careTransfers: StoredCareTransfer[];
  /** stat alarms raised since the last reset (none are seeded), oldest first */
  statAlarms: StoredStatAlarm[];
  /** each monitor's privacy curtain and nudge as last set (none seeded: open, cleared) */
  curtains: StoredMonitorFlag[];
  nudges: StoredMonitorFlag[];
  notifications: Notification[];
  /** both organisations' custom fields, editable through /custom_fields */
  customFields: StoredCustomField[];
  /** both organisations' forms (Form Builder), and what was filled with them per patient, oldest first */
  forms: StoredForm[];
  formSubmissions: StoredFormSubmission[];
  tableSettings: TableUserSetting[];
  preferences: UserPreference[];
  auditLogs: AuditLog[];
  revisions: RecordRevision[];
  ptzPresets: PtzPreset[];
  /** newest last, capped (see VIDEO_METRICS_CAP in api/video-metrics.ts) */
  videoMetrics: VideoMetric[];
  /** every HL7 v2 ADT message the MLLP listener received, oldest first (api/adt/) */
  adtMessages: StoredAdtMessage[];
}

/** The collections whose records have ids. */
type IdCollection = { [K in keyof StoreData]: StoreData[K] extends readonly { id: number }[] ? K : never }[keyof StoreData];

const byId = <T extends { id: number }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

export class Store {
  data!: StoreData;
  devicesById = new Map<number, VideoDevice>();
  usersById = new Map<number, User>();
  roomsById = new Map<number, Room>();
  divisionsById = new Map<number, Division>();
  rolesById = new Map<number, StoredRole>();
  /** Devices' status changes since the last reset (Devices Uptime). */
  readonly deviceStatus = new DeviceStatusHistory();
  /** The provider API's requests (Inbound Requests): kept across resets (request-log.ts). */
  readonly requestLog = new RequestLog();
  private nextIds = new Map<string, number>();

  /** @param awaitEmulator powered devices start offline until an emulator brings them online */
  constructor(seedValue = 1, size: SeedSize = 'demo', private readonly awaitEmulator = false) {
    this.reset(seedValue, size);
  }

  reset(seedValue = this.data?.seed ?? 1, size: SeedSize = this.data?.size ?? 'demo'): void {
    this.data = seed(seedValue, size);
    if (this.awaitEmulator) for (const device of this.data.devices) device.status = 'offline';
    // A powered device waiting for its emulator is observed from its first report (device-status-history.ts).
    this.deviceStatus.start(this.awaitEmulator ? this.data.devices.filter((d) => d.seeded_status === 'offline') : this.data.devices);
    this.devicesById = byId(this.data.devices);
    this.usersById = byId(this.data.users);
    this.roomsById = byId(this.data.rooms);
    this.divisionsById = byId(this.data.divisions);
    this.rolesById = byId(this.data.roles);
    this.nextIds.clear();
  }

  /** The user's role as it stands now (an edit applies to the user's next call). */
  roleOf(user: { role_id: number }): StoredRole {
    const role = this.rolesById.get(user.role_id);
    if (!role) throw new Error(`user role ${user.role_id} is not stored`);
    return role;
  }

  /**
   * The flags a user has now: their own enabled_flags, while their organisation has each on
   * (an administrator's switch applies to every open session at once).
   */
  enabledFlagsOf(user: { enabled_flags: string[]; organization_id: string }): string[] {
    const off = new Set(this.data.featureFlags.filter((f) => f.organization_id === user.organization_id && !f.enabled).map((f) => f.key as string));
    return user.enabled_flags.filter((flag) => !off.has(flag));
  }

  /** A fresh id for a new record of a collection (after every seeded one). */
  nextId(collection: IdCollection): number {
    let current = this.nextIds.get(collection);
    if (current === undefined) {
      current = 0;
      for (const record of this.data[collection]) current = Math.max(current, record.id);
    }
    this.nextIds.set(collection, current + 1);
    return current + 1;
  }

  /** Each device's patient monitors, indexed afresh from the monitors (the one place they are kept). */
  monitorsByDevice(): Map<number, PatientMonitor[]> {
    const byDevice = new Map<number, PatientMonitor[]>();
    for (const monitor of this.data.monitors) {
      if (monitor.video_device_id === null) continue;
      const list = byDevice.get(monitor.video_device_id);
      if (list) list.push(monitor);
      else byDevice.set(monitor.video_device_id, [monitor]);
    }
    return byDevice;
  }

  /** A seeded persona's user, whatever an administrator has since changed of it. */
  userOfPersona(key: string): User | undefined {
    return this.data.users.find((user) => user.persona === key);
  }

  userByEmail(email: string): User | undefined {
    const wanted = email.toLowerCase();
    return this.data.users.find((user) => user.email.toLowerCase() === wanted);
  }

  hospital(id: number): Hospital {
    const hospital = this.data.hospitals.find((h) => h.id === id);
    if (!hospital) throw new Error(`unknown hospital ${id}`);
    return hospital;
  }

  /** The organisation a division belongs to; undefined for no such division. */
  organisationOfDivision(divisionId: number | undefined): string | undefined {
    const hospitalId = divisionId === undefined ? undefined : this.divisionsById.get(divisionId)?.hospital_id;
    return this.data.hospitals.find((h) => h.id === hospitalId)?.organization_id;
  }
}
