// The public development secrets (they are in this repository) are fine on loopback only: the
// simulator binds loopback unless HOST says otherwise, and refuses to start with a default secret
// where others can reach it or in production, naming the variable to set.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, startupRefusals } from '../src/config.ts';
import { freePort } from './helpers.ts';

const SECRETS = ['PUSHER_SECRET', 'PUSHER_ENCRYPTION_MASTER_KEY_BASE64', 'DEVICE_LINK_SECRET'];
const privateSecrets = {
  PUSHER_SECRET: 'a-private-realtime-secret',
  PUSHER_ENCRYPTION_MASTER_KEY_BASE64: Buffer.alloc(32, 7).toString('base64'),
  DEVICE_LINK_SECRET: 'a-private-device-link-secret',
};

describe('startup refusals', () => {
  it('binds loopback unless HOST is set', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each(['127.0.0.1', 'localhost', '::1', undefined])('starts with the development defaults on HOST=%s', (host) => {
    expect(startupRefusals(host ? { HOST: host } : {})).toEqual([]);
  });

  it.each([
    ['a wildcard bind', { HOST: '0.0.0.0' }],
    ['the IPv6 wildcard', { HOST: '::' }],
    ['a LAN address', { HOST: '192.168.1.20' }],
    ['production mode', { NODE_ENV: 'production' }],
    ['production mode even when opted in', { NODE_ENV: 'production', SIM_ALLOW_DEFAULT_SECRETS: '1' }],
  ])('refuses every default secret on %s, naming each variable', (_name, env) => {
    const refusals = startupRefusals(env);
    expect(refusals).toHaveLength(3);
    SECRETS.forEach((name, i) => expect(refusals[i]).toContain(name));
  });

  it('refuses a secret set to its public default or to nothing', () => {
    const refusals = startupRefusals({ ...privateSecrets, HOST: '0.0.0.0', PUSHER_SECRET: 'bedside-secret', DEVICE_LINK_SECRET: '' });
    expect(refusals.join('\n')).toMatch(/PUSHER_SECRET[\s\S]*DEVICE_LINK_SECRET/);
    expect(refusals).toHaveLength(2);
  });

  it('starts anywhere with private secrets, and off loopback with the defaults when opted in', () => {
    expect(startupRefusals({ ...privateSecrets, HOST: '0.0.0.0', NODE_ENV: 'production' })).toEqual([]);
    expect(startupRefusals({ HOST: '0.0.0.0', SIM_ALLOW_DEFAULT_SECRETS: '1' })).toEqual([]);
  });
});

it('the server exits non-zero and says which variable to set', async () => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SECRETS.includes(name) && name !== 'SIM_ALLOW_DEFAULT_SECRETS'));
  const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));
  // Production mode on loopback: a server that started anyway listens on 127.0.0.1 until the timeout.
  const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
    env: { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 20_000,
  });
  expect(run.status).toBe(1);
  for (const name of SECRETS) expect(run.stderr).toContain(name);
}, 30_000);
