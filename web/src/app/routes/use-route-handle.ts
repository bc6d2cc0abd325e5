import { useMatches } from 'react-router';
import type { RouteHandle } from './table/route-meta';

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'divisionRequired' in value;
}

/** The deepest matched route's handle (title, breadcrumbs, division rules), if it has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
