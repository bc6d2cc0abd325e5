// The seeded plan of a fuzz run: which operation, which caller, a valid request drawn from the
// operation's schemas with ids of real records (any division or organisation, or none), and half
// the time one hostile mutation of it.
import fc from 'fast-check';
import type { ContractOperation } from './contract-operations.ts';
import { mutationArbitrary, type Mutation } from './hostile.ts';
import { MISSING_ID, pathIdKind, propertyKind, recordsOf } from './records.ts';
import { idHints, partsArbitrary, type RequestParts } from './requests.ts';
import type { Hints } from './schema-arbitrary.ts';
import type { World } from './world.ts';

export interface Plan { op: ContractOperation; callerKey: string; parts: RequestParts; mutation: Mutation | null }

/** Selectors of every division of both organisations, and all. */
const DIVISION_SELECTORS = ['*', '1', '2', '3', '4', '5'];

function hintsFor(world: World, op: ContractOperation): Hints {
  const store = world.built.services.store;
  const ids = idHints(op, (name) => {
    const kind = name === 'id' ? pathIdKind(op.path) : propertyKind(name);
    return kind ? recordsOf(store, kind).map((r) => r.id) : null;
  }, fc.oneof(fc.constant(MISSING_ID), fc.integer({ min: 1, max: 400 })));
  const emails = world.personas.map((p) => p.email);
  return (name, schema) => {
    if (name === 'division_id' && schema.type !== 'integer') return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...DIVISION_SELECTORS) }, { weight: 1, arbitrary: fc.constant('9') });
    if ((name === 'email' || name === 'user_email') && schema.type === 'string') return fc.constantFrom(...emails, 'nobody@mercy-general.test');
    return ids(name, schema);
  };
}

export function planArbitrary(world: World, operations: ContractOperation[]): fc.Arbitrary<Plan> {
  // Mostly callers with a usable token (the request then reaches validation and the handler).
  const usable = world.callers.filter((c) => c.persona && !c.persona.blocked).map((c) => c.key);
  const refused = world.callers.filter((c) => !c.persona || c.persona.blocked).map((c) => c.key);
  const callerKey = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...usable) }, { weight: 1, arbitrary: fc.constantFrom(...refused) });
  const perOperation = operations.map((op) => fc.record({
    op: fc.constant(op),
    callerKey,
    parts: partsArbitrary(op, hintsFor(world, op)),
    mutation: fc.option(mutationArbitrary, { nil: null, freq: 2 }),
  }));
  return fc.oneof(...perOperation);
}
