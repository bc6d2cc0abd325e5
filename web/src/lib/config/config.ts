import type { components } from '@bedside/openapi/web-config';

export type WebConfig = components['schemas']['WebConfig'];

let current: WebConfig | undefined;

/**
 * Reads /config.json once before the app renders: one build runs against the simulator or the
 * real provider, so nothing environment-specific is baked in at build time.
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<WebConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Cannot load /config.json (HTTP ${response.status})`);
  current = (await response.json()) as WebConfig;
  return current;
}

/** The loaded configuration; boot guarantees it exists before anything else runs. */
export function getConfig(): WebConfig {
  if (!current) throw new Error('Configuration not loaded yet');
  return current;
}

/** The OIDC authority may be a path (e.g. /oidc); it is then taken relative to the page origin. */
export function resolveAuthority(authority: string, origin: string): string {
  return new URL(authority, origin).href;
}
