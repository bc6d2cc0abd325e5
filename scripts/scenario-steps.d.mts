// Types of scenario-steps.mjs for TypeScript tests.
export type ScenarioStep =
  | { kind: 'wait'; label: string; ms: number }
  | { kind: 'request'; label: string; method: string; path: string; body?: unknown; expect?: object }
  | { kind: 'faults'; label: string; device: number; change: Record<string, unknown>; expect?: object };
export interface Scenario { name: string; steps: ScenarioStep[] }
export const NO_FAULTS: Readonly<Record<string, unknown>>;
export class ScenarioError extends Error {}
export function parseScenario(text: string, fileName?: string, deviceOverride?: number): Scenario;
export function contains(actual: unknown, expected: unknown): boolean;
export function runScenario(
  scenario: Scenario,
  options: { base: string; log?: (line: string) => void; fetchImpl?: typeof fetch; sleep?: (ms: number) => Promise<void> },
): Promise<void>;
