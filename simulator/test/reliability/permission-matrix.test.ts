// The permission matrix (issue 10, item 5), generated from the contract's x-permission: every
// provider API operation asked by every seeded persona (as GET /sim/personas lists them, with their
// roles' rules), by the blocked user, and with no, a garbage and an expired token. A caller
// without a usable token gets 401; a persona with none of the operation's rules (any of them
// suffices; every one for an allOf rule) gets 403; anyone else gets neither. Each request is valid and names the caller's own
// records, so the permission alone decides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permits, readContract, type ContractOperation } from './contract-operations.ts';
import { ownRequest } from './own-requests.ts';
import { contractProblems } from './response-oracle.ts';
import { buildWorld, type Caller, type World } from './world.ts';

let world: World;
beforeAll(async () => { world = await buildWorld(); });
afterAll(async () => { await world.built.app.close(); });

const operations = readContract('api');

/** The answer the rules call for: an exact status, or 'allowed' (neither 401 nor 403). */
function expected(op: ContractOperation, who: Caller): 401 | 403 | 'allowed' {
  if (op.secured && (!who.persona || who.persona.blocked)) return 401;
  const rules = who.persona?.permissions_summary ?? [];
  if (!permits(op, (rule) => rules.includes(`${rule.action} ${rule.resource}`))) return 403;
  return 'allowed';
}

describe('permission matrix', () => {
  it('answers every operation for every caller as x-permission says', async () => {
    const started = performance.now();
    const disagreements: string[] = [];
    const contract: string[] = [];
    const tally = { 401: 0, 403: 0, allowed: 0 };
    const allowed: Record<number, number> = {};
    for (const op of operations) {
      for (const who of world.callers) {
        const want = expected(op, who);
        tally[want] += 1;
        const request = ownRequest(world, op, who);
        const response = await world.built.app.inject(request);
        const got = response.statusCode;
        // An allowed caller's valid request is never refused as invalid either: a 400 there would
        // mean the permission was never reached.
        const agrees = want === 'allowed' ? ![400, 401, 403].includes(got) : got === want;
        if (want === 'allowed') allowed[got] = (allowed[got] ?? 0) + 1;
        const cell = `${op.operationId} × ${who.key}: want ${want}, got ${got} (${request.method} ${request.url} ${String(request.payload ?? '').slice(0, 120)}) ${response.body.slice(0, 160)}`;
        if (!agrees) disagreements.push(cell);
        for (const problem of contractProblems(op, response)) contract.push(`${op.operationId} × ${who.key}: ${problem}`);
      }
    }
    const cells = operations.length * world.callers.length;
    console.info(`[reliability] permission matrix: cells=${cells} (${operations.length} operations × ${world.callers.length} callers: ${world.callers.map((c) => c.key).join(', ')}) expected 401=${tally[401]} 403=${tally[403]} allowed=${tally.allowed} (answered ${JSON.stringify(allowed)}) disagreements=${disagreements.length} contract-problems=${contract.length} time=${((performance.now() - started) / 1000).toFixed(1)}s`);
    for (const line of [...disagreements, ...contract]) console.info(`[reliability] ${line}`);
    expect(world.callers.length).toBeGreaterThanOrEqual(13);
    expect(disagreements).toEqual([]);
    expect(contract).toEqual([]);
  }, 60_000);
});
