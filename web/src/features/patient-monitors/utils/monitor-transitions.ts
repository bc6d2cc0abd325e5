// Which action a monitor offers in each status; the server's transition table (409
// invalid_transition otherwise) is the authority, this only hides buttons that would fail.
import type { components } from '@bedside/openapi/api';

export type MonitorStatus = components['schemas']['MonitorStatus'];
export type MonitorAction = 'start' | 'pause' | 'resume' | 'stop';

const allowed: Record<MonitorAction, readonly MonitorStatus[]> = {
  start: ['pending', 'stopped', 'created'],
  pause: ['active'],
  resume: ['paused'],
  stop: ['pending', 'active', 'paused', 'created'],
};

export const monitorActionLabels: Record<MonitorAction, string> = { start: 'Start', pause: 'Pause', resume: 'Resume', stop: 'Stop' };

/** The actions a monitor in this status offers, in a stable order. */
export function actionsFor(status: MonitorStatus): MonitorAction[] {
  return (Object.keys(allowed) as MonitorAction[]).filter((action) => allowed[action].includes(status));
}
