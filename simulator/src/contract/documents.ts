// The contract documents the simulator serves, parsed once per process and frozen. Every app built
// in a process (each test file builds its own) shares them, and with them the validators compiled
// from them (validators.ts, response-check.ts): parsing the YAML and adding its components to Ajv
// again was most of an app's start (about 3 s of 4.5 on the 2-core machine). Frozen, so nothing
// can change what another app reads: a write throws.
import { loadDocument } from '@bedside/openapi/documents';

type ContractName = 'api' | 'sim' | 'realtime';
export type ContractDocument = Record<string, unknown>;

const parsed = new Map<ContractName, ContractDocument>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function contractDocument(name: ContractName): ContractDocument {
  let doc = parsed.get(name);
  if (!doc) {
    doc = deepFreeze(loadDocument(name) as ContractDocument);
    parsed.set(name, doc);
  }
  return doc;
}

const kept: { kind: string; parts: readonly unknown[]; made: unknown }[] = [];

/**
 * What `make` builds from these parts (the shared, frozen documents or their components), made
 * once per process for each kind: the validators' Ajv instances, which cost seconds to fill.
 */
export function keptFor<T>(kind: string, parts: readonly unknown[], make: () => T): T {
  const found = kept.find((k) => k.kind === kind && k.parts.length === parts.length && k.parts.every((part, i) => part === parts[i]));
  if (found) return found.made as T;
  const made = make();
  kept.push({ kind, parts, made });
  return made;
}
