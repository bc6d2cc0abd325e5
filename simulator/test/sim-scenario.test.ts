// Scenario files (scripts/scenario-steps.mjs): what a file may say, the clear message when it is
// wrong, and a run against the simulator's /sim API (through inject, no port).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contains, parseScenario, runScenario, ScenarioError } from '../../scripts/scenario-steps.mjs';
import type { BuiltApp } from '../src/app.ts';
import { testApp } from './helpers.ts';

const example = (name: string) => fileURLToPath(new URL(`../../scenarios/${name}`, import.meta.url));

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

/** fetch over Fastify's inject, recording each request. */
function injectFetch(calls: { method: string; url: string; body: unknown }[]): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input)).pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    calls.push({ method: init?.method ?? 'GET', url, body });
    const response = await built.app.inject({ method: (init?.method ?? 'GET') as 'GET', url, ...(body === undefined ? {} : { payload: body as object }) });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') } });
  }) as typeof fetch;
}

describe('scenario files', () => {
  it('reads the example files (JSON and YAML)', () => {
    const frozen = parseScenario(readFileSync(example('frozen-video.json'), 'utf8'), 'frozen-video.json', 7);
    expect(frozen.steps.map((s) => s.label)).toEqual([
      'GET /sim/devices/7/media', 'wait 3000 ms', 'freeze on device 7', 'wait 25000 ms', 'unfreeze on device 7', 'wait 5000 ms', 'black on device 7', 'wait 5000 ms', 'clear_faults on device 7',
    ]);
    const flaky = parseScenario(readFileSync(example('flaky-network.yaml'), 'utf8'), 'flaky-network.yaml');
    expect(flaky.name).toBe('Flaky network');
    expect(flaky.steps).toContainEqual(expect.objectContaining({ kind: 'faults', device: 1, change: { wifi_signal: { state: 'poor', strength: -86 } } }));
    expect(flaky.steps.at(-1)).toMatchObject({ kind: 'request', method: 'POST', path: '/sim/faults', body: { path_prefix: '/videos/join_meeting', status: 500, times: 1 } });
  });

  it('names every invalid step, and refuses what is not a scenario', () => {
    const bad = JSON.stringify({ steps: [{ wait_ms: 5 }, { step: 'packet_loss', device: 3, percent: 101 }, { step: 'freeze' }, { sim: 'FETCH /x' }, { step: 'teleport', device: 1 }, 7] });
    expect(() => parseScenario(bad, 'bad.json')).toThrow(new ScenarioError([
      'bad.json has invalid steps:',
      '  step 2: "packet_loss" needs "percent" from 0 to 100',
      '  step 3: "freeze" needs a device id ("device" on the step or the scenario)',
      '  step 4: "sim" must be "METHOD /sim/path" with METHOD one of GET, POST, PUT, PATCH, DELETE',
      '  step 5: unknown step "teleport"',
      '  step 6: a step must be an object',
    ].join('\n')));
    expect(() => parseScenario('{"steps": [', 'x.json')).toThrow(/^x\.json is not valid JSON/);
    expect(() => parseScenario('steps: [', 'x.yaml')).toThrow(/^x\.yaml is not valid YAML/);
    expect(() => parseScenario('{"name": "no steps"}', 'x.json')).toThrow('x.json: expected a list of steps or an object with a "steps" list');
    expect(() => parseScenario('[]', 'x.json')).toThrow('x.json: the scenario has no steps');
    expect(() => parseScenario('[{"step": "wifi", "device": 2, "state": "great", "strength": -50}]')).toThrow(/"wifi" needs "state"/);
  });

  it('matches expectations as a partial object', () => {
    expect(contains({ a: 1, b: { c: [1, 2], d: 'x' } }, { b: { d: 'x' } })).toBe(true);
    expect(contains({ a: 1 }, { a: 2 })).toBe(false);
    expect(contains(null, { a: 1 })).toBe(false);
  });
});

describe('running a scenario', () => {
  it('runs the steps in order with timestamps, keeps earlier faults of a device, and checks expectations', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const lines: string[] = [];
    const scenario = parseScenario(JSON.stringify({ name: 'API faults', steps: [
      { step: 'fault', path_prefix: '/notifications', status: 500, error: 'Database is down', times: 2 },
      { wait_ms: 10 },
      { sim: 'GET /sim/faults', expect: [{ path_prefix: '/notifications', status: 500, remaining: 2 }] },
      { step: 'clear_api_faults', expect: { cleared: 1 } },
    ] }), 'api.json');
    await runScenario(scenario, { base: 'http://sim.test', log: (line) => lines.push(line), fetchImpl: injectFetch(calls) });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /sim/faults', 'GET /sim/faults', 'DELETE /sim/faults']);
    expect(lines[1]).toMatch(/^\[\+\d+\.\d{3}s\] step 1\/4 \(API fault on \/notifications -> 500\)$/);
    expect(lines.at(-1)).toMatch(/scenario "API faults" done$/);
  });

  it('stops at a failing step with the answer\'s reason', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const scenario = parseScenario(JSON.stringify({ device: 1, steps: [{ step: 'freeze' }, { step: 'packet_loss', percent: 10 }] }), 'faults.json');
    // No emulator holds the device in this app: the first step fails and the second never runs.
    await expect(runScenario(scenario, { base: 'http://sim.test', log: () => {}, fetchImpl: injectFetch(calls) })).rejects.toThrow(
      'step 1/2 (freeze on device 1) failed: PUT /sim/devices/1/media/faults answered 409: Device 1 has no emulator connected',
    );
    expect(calls).toEqual([{ method: 'PUT', url: '/sim/devices/1/media/faults', body: { freeze: true, packet_loss: 0, answer_delay_ms: 0, refuse_join: false, black: false, wifi_signal: null } }]);
  });

  it('sends a device\'s whole fault set each time, so faults add up', async () => {
    const bodies: unknown[] = [];
    const fakeFetch = (async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const scenario = parseScenario(JSON.stringify({ device: 4, steps: [{ step: 'freeze' }, { step: 'packet_loss', percent: 20 }, { step: 'unfreeze' }] }));
    await runScenario(scenario, { base: 'http://x', log: () => {}, fetchImpl: fakeFetch });
    expect(bodies).toEqual([
      expect.objectContaining({ freeze: true, packet_loss: 0 }),
      expect.objectContaining({ freeze: true, packet_loss: 20 }),
      expect.objectContaining({ freeze: false, packet_loss: 20 }),
    ]);
  });
});

describe('virtual request steps', () => {
  it('the example file raises its requests, each reaching the holders of its kind; a step without a kind is refused', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const file = parseScenario(readFileSync(example('room-notifications.yaml'), 'utf8'), 'room-notifications.yaml');
    // Without its waits: the requests and their expectations are what is under test.
    const scenario = { ...file, steps: file.steps.filter((s) => s.kind !== 'wait') };
    await runScenario(scenario, { base: 'http://sim.test', log: () => undefined, fetchImpl: injectFetch(calls) });
    expect(calls.map((c) => c.body)).toEqual([
      { patient_id: 2, kind: 'eicu' }, { patient_id: 2, kind: 'translation', status: 'denied' }, { patient_id: 3, kind: 'virtual_scribe', priority: 'low' },
    ]);
    expect(built.services.store.data.virtualRequests.slice(-3).map((r) => [r.status, r.source])).toEqual([['open', 'scenario'], ['denied', 'scenario'], ['open', 'scenario']]);
    expect(() => parseScenario('[{"step": "virtual_request", "patient": 2}]')).toThrow(/"virtual_request" needs "kind"/);
  });
});
