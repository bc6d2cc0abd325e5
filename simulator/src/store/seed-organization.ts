// Organisation-wide lists an administrator keeps under Health System: the video reasons a clinician
// picks from before a visit, and how the organisation names each staff kind (shell §3). Each
// organisation has its own copy; ids run on from one organisation to the next.
import { staffKind } from '@bedside/resources';
import type { StoredStaffType, StoredVideoReason } from './types.ts';

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
