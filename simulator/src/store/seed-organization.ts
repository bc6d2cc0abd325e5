// Organisation-wide lists an administrator keeps under Health System: the video reasons a clinician
// picks from before a visit, how the organisation names each staff kind (shell §3), the
// attributes it gives patients (tags) and how each virtual request kind is announced. Each
// organisation has its own copy; ids run on from one organisation to the next.
import { staffKind } from '@bedside/resources';
import type { StoredStaffType, StoredTag, StoredVideoReason, StoredVirtualRequestType } from './types.ts';

// The last one is seeded disabled: it shows the flag, and Video Meeting Settings leaves it out.
const reasonNames = ['Routine check-in', 'Fall risk observation', 'Patient request', 'Family visit', 'Medication follow-up', 'Safety concern', 'Other', 'Telesitter trial'];
const disabledReasons = new Set(['Telesitter trial']);

const staffDescriptions: Record<StoredStaffType['kind'], string> = {
  eicu: 'Critical care clinicians watching ICU patients remotely',
  security: 'Security officers answering safety requests',
  translation: 'Interpreters joining visits on request',
  virtual_nursing: 'Nurses admitting, educating and discharging patients by video',
  virtual_scribe: 'Scribes documenting visits as they happen',
  virtual_observer: 'Observers watching patients at risk of falls or harm',
};

export function seedVideoReasons(organizations: readonly string[], at: string): StoredVideoReason[] {
  return organizations.flatMap((organization_id, o) => reasonNames.map((name, i) => ({
    id: o * reasonNames.length + i + 1, name, sort_order: i + 1, enabled: !disabledReasons.has(name), organization_id, updated_at: at,
  })));
}

export function seedStaffTypes(organizations: readonly string[], at: string): StoredStaffType[] {
  return organizations.flatMap((organization_id, o) => staffKind.values.map((kind, i) => ({
    id: o * staffKind.values.length + i + 1, kind, display_name: staffKind.text[kind], description: staffDescriptions[kind], organization_id, updated_at: at,
  })));
}

// Attributes a unit would flag on a patient; those that change how Aimee should talk are shared with her.
const tagSeeds: Omit<StoredTag, 'id' | 'organization_id' | 'updated_at'>[] = [
  { name: 'Fall Risk', color: 'orange', description: 'Needs help getting up; bed alarm on', share_with_aimee: true },
  { name: 'Hard of Hearing', color: 'blue', description: 'Speak slowly and face the camera', share_with_aimee: true },
  { name: 'Isolation', color: 'red', description: 'Contact precautions before entering', share_with_aimee: false },
  { name: 'Spanish Speaking', color: 'green', description: null, share_with_aimee: true },
  { name: 'VIP', color: 'purple', description: 'Confidential: do not confirm the stay to callers', share_with_aimee: false },
];

export function seedTags(organizations: readonly string[], at: string): StoredTag[] {
  return organizations.flatMap((organization_id, o) => tagSeeds.map((tag, i) => ({ id: o * tagSeeds.length + i + 1, ...tag, organization_id, updated_at: at })));
}

type RequestSetting = Pick<StoredVirtualRequestType, 'kind' | 'name' | 'default_priority' | 'notification_sound' | 'sound_repeat_count'> & { reason: string | null };

// The five request kinds (shell §1), the urgent ones loud and repeated; a visit opened from one
// carries the video reason a clinician would pick for it.
const requestTypes: readonly RequestSetting[] = [
  { kind: 'eicu', name: 'eICU', default_priority: 'high', notification_sound: 'eicu_request', sound_repeat_count: 3, reason: 'Safety concern' },
  { kind: 'security', name: 'Security', default_priority: 'high', notification_sound: 'siren', sound_repeat_count: 2, reason: 'Safety concern' },
  { kind: 'translation', name: 'Translation', default_priority: 'medium', notification_sound: 'chime', sound_repeat_count: 1, reason: 'Patient request' },
  { kind: 'virtual_nursing', name: 'Virtual Nursing', default_priority: 'medium', notification_sound: 'bell', sound_repeat_count: 1, reason: 'Routine check-in' },
  { kind: 'virtual_scribe', name: 'Virtual Scribe', default_priority: 'low', notification_sound: 'ding', sound_repeat_count: 1, reason: null },
];

export function seedVirtualRequestTypes(organizations: readonly string[], at: string): StoredVirtualRequestType[] {
  return organizations.flatMap((organization_id, o) => requestTypes.map(({ reason, ...type }, i) => ({
    ...type, id: o * requestTypes.length + i + 1, enabled: true, organization_id, updated_at: at,
    // The organisation's own copy of the reason (seedVideoReasons numbers them the same way).
    video_reason_id: reason === null ? null : o * reasonNames.length + reasonNames.indexOf(reason) + 1,
  })));
}
