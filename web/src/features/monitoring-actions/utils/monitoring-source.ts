import type { components } from '@bedside/openapi/api';

export type MonitoringSource = components['schemas']['MonitoringSource'];

/** Shell §3: the monitoring source is derived from the route; other pages have none. */
export function monitoringSourceOf(pathname: string): MonitoringSource | null {
  if (pathname.startsWith('/infinity-watch')) return 'infinity_watch';
  if (pathname.startsWith('/patient-central/team-mode')) return 'team_mode';
  if (pathname.startsWith('/patient-central')) return 'central_monitoring';
  return null;
}
