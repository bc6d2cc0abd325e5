// Security headers of what the browser loads from the web host (issue 10 item 4): a strict
// Content-Security-Policy, no Referer (addresses may carry PHI or ?api_token=), no framing, no
// MIME sniffing. The calls the app may make are derived from the same runtime config that
// /config.json serves, so a stack pointed at another realtime server or identity provider
// allows exactly those.
import type { components } from '@bedside/openapi/web-config';

type WebConfig = components['schemas']['WebConfig'];

function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** Where the app connects besides its own origin: the API, the identity provider, the realtime socket. */
export function connectSources(web: WebConfig, publicUrl: string): string[] {
  const page = new URL(publicUrl);
  const rt = web.realtime;
  // An empty realtime host or port 0 means the page's own (as pusher-options.ts reads them).
  const host = rt.host || page.hostname;
  const port = rt.port || Number(page.port) || null;
  const socket = `${rt.forceTLS || page.protocol === 'https:' ? 'wss' : 'ws'}://${host}${port ? `:${port}` : ''}`;
  const origins = [originOf(web.apiBaseUrl, publicUrl), originOf(web.oidc.authority, publicUrl), socket];
  return [...new Set(origins.filter((origin): origin is string => origin !== null && origin !== page.origin))];
}

export function contentSecurityPolicy(web: WebConfig, publicUrl: string): string {
  return [
    "default-src 'self'",
    // Vite's build has no inline script; Mantine writes <style> tags and style attributes at run time.
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Logos and avatar images are web addresses an administrator or user gives (https:// or
    // http://, as their forms accept): blocked, the header showed a broken logo (admin QA). The
    // referrer policy keeps the page's address from them.
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: mediastream:",
    `connect-src 'self' ${connectSources(web, publicUrl).join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function pageHeaders(web: WebConfig, publicUrl: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(web, publicUrl),
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
  };
}
