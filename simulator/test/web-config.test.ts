// /config.json as the web app reads it: valid against openapi/web-config.yaml, and the default ICE
// servers only when DEFAULT_ICE_SERVERS is set (closed hospital networks).
import { contractValidator } from '@bedside/openapi/validator';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { webConfig } from '../src/web-host/web-host.ts';

const validate = contractValidator('web-config');

describe('the web runtime config', () => {
  it('leaves the ICE servers to the app (public STUN) unless configured', () => {
    const config = webConfig(loadConfig({}));
    expect(validate('WebConfig', config)).toMatchObject({ ok: true });
    expect(config).not.toHaveProperty('defaultIceServers');
  });

  it('passes DEFAULT_ICE_SERVERS on, and an empty value as no servers at all', () => {
    const named = webConfig(loadConfig({ DEFAULT_ICE_SERVERS: 'stun:stun.hospital.example:3478, turn:u:p@turn.hospital.example' }));
    expect(validate('WebConfig', named)).toMatchObject({ ok: true });
    expect(named.defaultIceServers).toEqual(['stun:stun.hospital.example:3478', 'turn:u:p@turn.hospital.example']);
    expect(webConfig(loadConfig({ DEFAULT_ICE_SERVERS: '' })).defaultIceServers).toEqual([]);
  });
});
