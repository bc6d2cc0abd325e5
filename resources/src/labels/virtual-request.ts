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
