// What a person reads for a virtual request's kind, priority and notification sound (live video §3
// and §4). The kinds read as the staff kinds that take them (shell §3).
import { labels } from '../enum-labels.ts';
import type { Tone } from '../types.ts';
import { staffKind } from './staff-kind.ts';

export const virtualRequestKind = labels('VirtualRequestKind', {
  eicu: staffKind.text.eicu,
  security: staffKind.text.security,
  translation: staffKind.text.translation,
  virtual_nursing: staffKind.text.virtual_nursing,
  virtual_scribe: staffKind.text.virtual_scribe,
});

export const virtualRequestPriority = labels('VirtualRequestPriority', { low: 'Low', medium: 'Medium', high: 'High' });

/** Live video §4: low info, medium warning, high danger. */
export const virtualRequestPriorityTones: Readonly<Record<string, Tone>> = { low: 'info', medium: 'warning', high: 'danger' };

export const notificationSound = labels('NotificationSound', {
  chime: 'Chime',
  bell: 'Bell',
  ding: 'Ding',
  pulse: 'Pulse',
  ripple: 'Ripple',
  beacon: 'Beacon',
  siren: 'Siren',
  eicu_request: 'eICU Request',
});

export const virtualRequestStatus = labels('VirtualRequestStatus', { open: 'Open', accepted: 'Accepted', dismissed: 'Dismissed', denied: 'Denied' });
export const virtualRequestStatusTones: Readonly<Record<string, Tone>> = { open: 'info', accepted: 'success', dismissed: 'neutral', denied: 'danger' };

/** How long a request has waited, as a list reads it: "4 min", "3 h", "2 d". */
export function requestAge(createdAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}
