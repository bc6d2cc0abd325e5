import type { components } from '@bedside/openapi/realtime';

export type RealtimeEventMap = components['schemas']['EventMap'];
export type RealtimeEventName = keyof RealtimeEventMap;

/** Where an event arrived: the same event means different things on the user and hospital channels. */
export interface RealtimeEventContext {
  channel: string;
}

/** One optional handler per contract event, typed by its payload. */
export type RealtimeHandlers = { [K in RealtimeEventName]?: (data: RealtimeEventMap[K], context: RealtimeEventContext) => void };

// Typed as a complete record so that tsc fails when the contract gains or loses an event.
const eventNames: Record<RealtimeEventName, true> = {
  'timer-reset': true,
  logout: true,
  'session-expired': true,
  'user-authenticated': true,
  'user-updated': true,
  'my-home-transfer': true,
  'transfer-needs-acknowledgment': true,
  'request-browser-refresh': true,
  'curtain-toggled': true,
  'device-status-changed': true,
  'wifi-stats': true,
  'monitor-updated': true,
  'transfer-created': true,
  'transfer-accepted': true,
  'transfer-successful': true,
  'transfer-cancelled': true,
  'meeting-status-changed': true,
  'video-recording-available': true,
  'nudge-state-changed': true,
  'recording-analysis-completed': true,
  'wake-word-detected': true,
  'patient-events-updated': true,
  'group-notification': true,
  'room-notification': true,
  'room-notification-accepted': true,
  'video-participants-changed': true,
  'background-job-updated': true,
  'stat-alarm-changed': true,
};

/** Every event of the contract, for handler maps that must cover them all. */
export const realtimeEventNames = Object.keys(eventNames) as RealtimeEventName[];

export function isRealtimeEvent(name: string): name is RealtimeEventName {
  return Object.hasOwn(eventNames, name);
}

/** Routes an incoming event to its handler; events nobody handles yet are logged by name. */
export function dispatchRealtimeEvent(handlers: RealtimeHandlers, name: string, data: unknown, channel = ''): void {
  const handler = isRealtimeEvent(name) ? handlers[name] : undefined;
  if (!handler) {
    console.debug(`realtime event ${name}`, data);
    return;
  }
  // The payload's shape is the publisher's side of the contract; the name picked the type.
  (handler as (payload: unknown, context: RealtimeEventContext) => void)(data, { channel });
}
