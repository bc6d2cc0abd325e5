// Store records. Where a record is served as is, it is the contract's own type, so the store
// cannot drift from the API; internal-only fields live beside it.
import type { components } from '@bedside/openapi/api';

type Schemas = components['schemas'];
/**
 * meeting_preview_enabled: Preview visits need it as well as the hospital's flag. Time zone, address
 * and updated_at are what Health System, Hospitals shows and edits (a hospital there is a division).
 * welcome_message: what its home page shows (Hospitals › Homepage).
 */
export type Division = Schemas['Division'] & {
  hospital_id: number; meeting_preview_enabled: boolean; timezone: Schemas['DivisionTimezone']; address: string | null; updated_at: string;
  welcome_message: string | null;
};
/** An attribute (the spec's tag) as kept, per organisation. */
export type StoredTag = Schemas['Tag'] & { organization_id: string };
/** A hospital (health system) as kept: the current user's fields, and the rest of its preferences (Health System › Preferences). */
export type Hospital = Schemas['Hospital'] & {
  default_per_page: number;
  mrn_length: number | null; connect_all_interval_ms: number; inactivity_timeout_min: number; updated_at: string;
};
export type Permission = Schemas['Permission'];
export type Role = Schemas['CurrentUserRole'];
/** A feature flag as kept, per organisation. */
export type StoredFeatureFlag = Schemas['FeatureFlag'] & { organization_id: string };
/** A role as kept: user_count is counted when served. */
export type StoredRole = Omit<Schemas['Role'], 'user_count'> & { organization_id: string };
/** A video reason as kept: the organisation's own (shell §3 lists them among what administrators keep). */
export type StoredVideoReason = Schemas['VideoReason'] & { organization_id: string };
/** A virtual request type as kept: the video reason by id, joined when served. */
export type StoredVirtualRequestType = Omit<Schemas['VirtualRequestType'], 'video_reason'> & { video_reason_id: number | null; organization_id: string };
/** A staff type as kept: user_count is counted when served. */
export type StoredStaffType = Omit<Schemas['StaffType'], 'user_count'> & { organization_id: string };
/** An Aimee prompt as kept, per organisation. */
export type StoredAimeePrompt = Schemas['AimeePrompt'] & { organization_id: string };
/** An Aimee conversation as kept: division, patient, prompt and starter by id, joined when served. */
export type StoredAimeeConversation = Omit<Schemas['AimeeConversation'], 'division' | 'patient' | 'prompt' | 'started_by'> & {
  division_id: number; patient_id: number | null; prompt_id: number; prompt_name: string; prompt_version: number; started_by_user_id: number;
};
/** A labeling user as kept, per organisation. */
export type StoredLabeler = Schemas['Labeler'] & { organization_id: string };
/** A family member as kept: the patient by id; the division and the patient's name are joined when served. */
export type StoredFamilyMember = Omit<Schemas['FamilyMember'], 'patient' | 'division'> & { patient_id: number };
/** A menu set as kept, per organisation: role_names are read from the roles when served. */
export type StoredMenuSet = Omit<Schemas['MenuSet'], 'role_names'> & { organization_id: string };
export type Notification = Schemas['Notification'] & { user_id: number };
export type UserPreference = Schemas['UserPreference'] & { user_id: number };
export type TableUserSetting = Schemas['TableUserSetting'] & { user_id: number };
export type CustomField = Schemas['CustomField'];
/** A custom field as kept: each organisation has its own (shell §3). */
export type StoredCustomField = CustomField & { organization_id: string };
/** A form as kept, per organisation: submission_count is counted when served. */
export type StoredForm = Omit<Schemas['Form'], 'submission_count'> & { organization_id: string };
/** A form filled for a patient: the form's fields as they were then, who filled it by id. */
export type StoredFormSubmission = Omit<Schemas['FormSubmission'], 'form' | 'username'> & { form_id: number; patient_id: number; user_id: number };
export type AuditLog = Schemas['AuditLog'];
/** A device's patient_monitors are not stored: they are read from the monitors (toContractDevice). */
export type VideoDevice = Omit<Schemas['VideoDevice'], 'patient_monitors'> & { hospital_id: number; seeded_status: Schemas['DeviceStatus'] };
/** An audited change of a record of a resource (descriptor key); a seeded record's create is derived, not stored. */
export type RecordRevision = Schemas['Revision'] & { resource: string; record_id: number };
export type MonitorStatus = Schemas['MonitorStatus'];
export type PtzPreset = Schemas['PtzPreset'];
/** A video metric record as the web sent it, with who sent it and when it arrived. */
export type VideoMetric = Schemas['VideoMetricRecord'] & { user_id: number; received_at: string };
export type StaffKind = Schemas['StaffKind'];

export interface Unit { id: number; name: string; division_id: number }
export type RoomAlert = Schemas['RoomAlert'];
/** alerts: shown on the room's Patient Central tile (absent: none). */
export interface Room { id: number; name: string; unit_id: number; division_id: number; alerts?: RoomAlert[] }

export interface Patient {
  id: number;
  display_name: string;
  mrn: string;
  dob: string | null;
  room_id: number | null;
  division_id: number;
  status: Schemas['PatientStatus'];
  /** A dynamic field value of patients.status (the Virtual Patient Status); null is N/A. */
  patient_status_id: number | null;
  admitted_at: string | null;
  /** Set once discharged; a discharged patient has no room. */
  discharged_at: string | null;
  custom_fields: Record<string, string | null>;
}

export interface PatientMonitor {
  id: number;
  patient_id: number;
  video_device_id: number | null;
  division_id: number;
  status: MonitorStatus;
  monitor_started_at: string | null;
  monitor_ended_at: string | null;
  /** The reason of the current pause; null unless paused. */
  pause_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** One entry of a monitor's event log (newest last in the store). */
export type MonitorEvent = Schemas['MonitorEvent'] & { patient_monitor_id: number };

/** A value of a configurable field of a hospital (table patients, field status: the Virtual Patient Status). */
/** `field` (its name for administrators) is added when served. */
export type DynamicField = Omit<Schemas['DynamicFieldValue'], 'field'> & { hospital_id: number; table_name: 'patients'; field_name: 'status' };

/** A group of a division: its members, rooms and units are of the same division. */
export interface Group {
  id: number; name: string; description: string | null; division_id: number;
  member_ids: number[]; room_ids: number[]; unit_ids: number[]; updated_at: string;
}

export interface User {
  id: number;
  persona: string | null;
  name: string;
  email: string;
  organization_id: string;
  hospital_id: number;
  role_id: number;
  division_ids: number[];
  preferred_division_id: number | null;
  blocked: boolean;
  timezone: string;
  time_format: 12 | 24;
  staff_kinds: StaffKind[];
  /** The request kinds the user is notified of (staff kinds; shell §6). */
  virtual_request_types: StaffKind[];
  inactivity_timeout_sec: number | null;
  enabled_flags: string[];
  /** null: the default colour (#1E88E5). */
  avatar_color: Schemas['AvatarColor'] | null;
  /** scrypt `salt:hash` in hex; null for the seeded personas, who sign in through the persona picker. Never served. */
  password_hash: string | null;
  updated_at: string;
}
/** A partner as kept: its secret only as a SHA-256 hash (empty: none issued yet, nothing matches). */
export type StoredPartner = Omit<Schemas['Partner'], 'client_secret'> & { organization_id: string; secret_hash: string };

/** What an applied ADT message changed, kept so that its cancel (A11, A12, A13) can put it back. */
export interface AdtUndo {
  /** the message created the patient (A01 of an unknown MRN) */
  created: boolean;
  before: Pick<Patient, 'status' | 'room_id' | 'division_id' | 'admitted_at' | 'discharged_at'>;
  /** monitors the message moved (to_device set) or stopped (to_device null), and from where */
  monitors: { id: number; from_device: number | null; to_device: number | null; from_status: MonitorStatus }[];
}

/** An ADT message as received: the contract row, its organisation (MSH-6) and what it did to whom. */
export type StoredAdtMessage = Schemas['AdtMessage'] & {
  organization_id: string | null;
  patient_id: number | null;
  undo: AdtUndo | null;
  /** set once a cancel (A11, A12, A13) has put it back */
  cancelled: boolean;
};
/**
 * A virtual request as kept: the type, patient, division and assignee by id (the type's name and
 * how it sounds are read when served), the room as it was when raised; who it was sent to, who
 * received and who dismissed it (a request is dismissed once everyone it was sent to dismissed it).
 */
export interface StoredVirtualRequest {
  id: number;
  virtual_request_type_id: number;
  priority: Schemas['VirtualRequestPriority'];
  status: Schemas['VirtualRequestStatus'];
  patient_id: number;
  room_name: string | null;
  division_id: number;
  assignee_user_id: number | null;
  source: NonNullable<Schemas['VirtualRequest']['source']>;
  notified_user_ids: number[];
  received_by: number[];
  dismissed_by: number[];
  created_at: string;
  updated_at: string;
  /** When it was accepted (a nurse call's response time); absent until then. */
  accepted_at?: string;
}

/**
 * A call a room's nurse call system raised: the room, patient and monitor as they were, the call
 * type and its priority, and the virtual request it raised (its outcome is read from that request).
 */
export interface StoredNurseCall {
  id: number;
  division_id: number;
  room_id: number;
  room_name: string;
  patient_id: number;
  monitor_id: number;
  call_type: Schemas['NurseCallType'];
  priority: Schemas['VirtualRequestPriority'];
  virtual_request_id: number;
  /** null: the hospital's own nurse call system (seeded history) */
  raised_by_user_id: number | null;
  created_at: string;
}

/** One staff member's care of one patient for one staff kind (one per patient and kind); division: the patient's. */
export interface StoredCareAssignment {
  id: number;
  division_id: number;
  patient_id: number;
  staff_kind: StaffKind;
  user_id: number;
  assigned_at: string;
}
/** A staff member's hand-over of their assignments of a staff kind to a colleague, waiting for the colleague's acknowledgment. */
export interface StoredCareTransfer {
  id: number;
  staff_kind: StaffKind;
  status: Schemas['CareTransferStatus'];
  from_user_id: number;
  to_user_id: number;
  patient_ids: number[];
  created_at: string;
}
/** What a background job was asked to do, kept for Retry: an export's table and query, or the patients to discharge. */
export type BackgroundJobParams =
  | { kind: 'csv_export'; request: Schemas['CsvExportJobWrite']['csv_export'] }
  | { kind: 'bulk_discharge'; patient_ids: number[] };

/**
 * A background job as kept (in memory only: a restart forgets every job). `failed_ids` are a bulk
 * job's items that failed (Retry runs them again); `result` is a succeeded export's file, which only
 * its requester downloads; `cancel_requested` stops the work after the item in hand.
 */
export type StoredBackgroundJob = Omit<Schemas['BackgroundJob'], 'requested_by' | 'percent' | 'result_file'> & {
  organization_id: string;
  requested_by_id: number;
  params: BackgroundJobParams;
  failed_ids: number[];
  log: Schemas['BackgroundJobLogLine'][];
  result: { file_name: string; csv: string } | null;
  cancel_requested: boolean;
};

/** A stat alarm raised for a monitored patient; open until someone documents what was done. */
export interface StoredStatAlarm {
  id: number;
  alarm_type: Schemas['StatAlarmType'];
  patient_monitor_id: number;
  patient_id: number;
  division_id: number;
  source: Schemas['MonitoringSource'] | null;
  raised_by_user_id: number;
  raised_at: string;
  documented_by_user_id: number | null;
  documented_at: string | null;
  note: string | null;
  /** Aimee's function call that raised it (its call id), else null. */
  call_id: string | null;
}
/** A monitor's privacy curtain or nudge as last set (no entry: open, cleared), by whom and when. */
export interface StoredMonitorFlag { patient_monitor_id: number; on: boolean; user_id: number; changed_at: string }
