// The pages the web host serves carry the security headers (issue 10 item 4): a strict CSP whose
// connect-src follows the runtime config, no Referer, no framing, no MIME sniffing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { contentSecurityPolicy } from '../src/web-host/page-headers.ts';
import { webConfig } from '../src/web-host/web-host.ts';

const directives = (csp: string) => Object.fromEntries(csp.split(';').map((part) => {
  const [name = '', ...values] = part.trim().split(/\s+/);
  return [name, values];
}));

describe('web host security headers', () => {
  let dist: string;
  let built: BuiltApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'bedside-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>');
    writeFileSync(join(dist, 'assets/index.js'), 'console.log(1)');
    built = await buildApp({ devicesAwaitEmulator: false, webDist: dist, publicUrl: 'http://localhost:8080' });
    await built.app.ready();
  });
  afterAll(async () => {
    await built.app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/index.html', '/hospital/video_devices?api_token=abc', '/assets/index.js'])('%s', async (url) => {
    const response = await built.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    // A hospital's logo and an avatar image are addresses elsewhere: shown, without the page's address (no-referrer).
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:8080']);
  });

  it('lets the app reach a realtime server and identity provider elsewhere, as /config.json names them', () => {
    const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://bedside.hospital.example', PUSHER_PUBLIC_HOST: 'ws.hospital.example', PUSHER_PUBLIC_PORT: '6001', PUSHER_PUBLIC_TLS: '1' });
    const web = { ...webConfig(config), oidc: { ...webConfig(config).oidc, authority: 'https://login.hospital.example/realms/bedside' } };
    expect(directives(contentSecurityPolicy(web, config.publicUrl))['connect-src'])
      .toEqual(["'self'", 'https://login.hospital.example', 'wss://ws.hospital.example:6001']);
  });
});
