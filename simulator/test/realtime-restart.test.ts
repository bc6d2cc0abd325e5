// POST /sim/realtime/restart: its body is optional (a plain restart), and down_ms is checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

describe('realtime restart scenario', () => {
  it('restarts without a body, with an empty one and with down_ms', async () => {
    for (const request of [{}, { headers: { 'content-length': '0' } }, { payload: {} }, { payload: { down_ms: 1500 } }]) {
      const response = await built.app.inject({ method: 'POST', url: '/sim/realtime/restart', ...request });
      expect(response.statusCode, JSON.stringify(request)).toBe(200);
      expect(response.json()).toEqual({ disconnected: 0 });
    }
  });

  it('refuses a down_ms that is not a whole number of milliseconds up to a minute, naming it', async () => {
    for (const down_ms of [-1, 60_001, 1.5, '1500']) {
      const response = await built.app.inject({ method: 'POST', url: '/sim/realtime/restart', payload: { down_ms } });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('body.down_ms');
    }
  });
});
