import type { components } from '@bedside/openapi/api';

type Schemas = components['schemas'];
export type PatientHit = Schemas['PatientHit'];
export type RoomHit = Schemas['RoomHit'];
export type MonitoringSessionHit = Schemas['MonitoringSessionHit'];
export type NamedHit = Schemas['NamedHit'];
export type SearchGroup = Schemas['SearchGroup'];
export type GroupId = SearchGroup['groupId'];

/** One result with what it is, so each kind renders and links its own way. */
export type SearchEntry =
  | { groupId: 'patients'; item: PatientHit }
  | { groupId: 'rooms'; item: RoomHit }
  | { groupId: 'monitoring_sessions'; item: MonitoringSessionHit }
  | { groupId: 'units' | 'groups' | 'video_devices'; item: NamedHit };

export interface ResultGroup {
  groupId: GroupId;
  groupName: string;
  total: number;
  entries: SearchEntry[];
  /** More hits exist than the server returns for a group. */
  aboveLimit: boolean;
}

export const GROUP_ORDER: readonly GroupId[] = ['patients', 'rooms', 'monitoring_sessions', 'units', 'groups', 'video_devices'];
export const GROUP_LIMIT = 10;

/** Groups in the fixed order, without empty ones; the item shapes follow from the group id. */
export function toResultGroups(groups: readonly SearchGroup[]): ResultGroup[] {
  return GROUP_ORDER.flatMap((groupId) => {
    const group = groups.find((g) => g.groupId === groupId);
    if (!group || group.items.length === 0) return [];
    const entries = group.items.map((item) => ({ groupId, item }) as SearchEntry);
    return [{ groupId, groupName: group.groupName, total: group.total, entries, aboveLimit: group.total > GROUP_LIMIT }];
  });
}

/** Every result in display order: the arrow keys walk this list. */
export function flattenEntries(groups: readonly ResultGroup[]): SearchEntry[] {
  return groups.flatMap((group) => group.entries);
}

/**
 * The moment a monitoring session's 'Since' line names: when it started if active, when it ended if
 * stopped, its last update when paused, created or pending.
 */
export function sessionSince(hit: MonitoringSessionHit): string | null {
  switch (hit.status) {
    case 'active':
      return hit.monitor_started_at;
    case 'stopped':
      return hit.monitor_ended_at;
    case 'paused':
    case 'created':
    case 'pending':
      return hit.updated_at;
  }
}

/** Where a result leads; every target carries the division to open it in. */
export function entryHref(entry: SearchEntry, currentDivisionId: string): string {
  const division = (id: string | number) => `?division_id=${encodeURIComponent(String(id))}`;
  switch (entry.groupId) {
    case 'patients':
      return `/patients/${entry.item.id}/overview${division(entry.item.division_id)}`;
    case 'rooms':
      return `/hospital/rooms/${entry.item.id}/edit${division(currentDivisionId)}`;
    case 'monitoring_sessions':
      return `/patient-monitors/${entry.item.id}/monitoring${division(currentDivisionId)}`;
    case 'units':
      return `/hospital/units/${entry.item.id}/view${division(currentDivisionId)}`;
    case 'groups':
      return `/user-management/groups/${entry.item.id}/view${division(currentDivisionId)}`;
    case 'video_devices':
      return `/hospital/video_devices/${entry.item.id}/view${division(currentDivisionId)}`;
  }
}

/** A stable id per result, for aria-activedescendant and React keys. */
export function entryKey(entry: SearchEntry): string {
  return `${entry.groupId}-${entry.item.id}`;
}
