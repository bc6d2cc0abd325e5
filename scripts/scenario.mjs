#!/usr/bin/env node
// `node scripts/scenario.mjs run FILE [--base http://localhost:8080] [--device ID]`: runs a scenario file's steps
// against a running simulator (see scenario-steps.mjs for the step format, scenarios/ for examples)
// (--device replaces the file's default device) and `node scripts/scenario.mjs check FILE` only
// validates it. Each step is printed with a
// timestamp; the first failing step stops the run with a message and exit code 1.
import { readFileSync } from 'node:fs';
import { parseScenario, runScenario, ScenarioError } from './scenario-steps.mjs';

const usage = 'usage: node scripts/scenario.mjs run|check FILE [--base http://localhost:8080] [--device ID]';
const [command, file, ...rest] = process.argv.slice(2);
const baseIndex = rest.indexOf('--base');
const base = baseIndex >= 0 ? rest[baseIndex + 1] : (process.env.SIM_BASE ?? `http://localhost:${process.env.PORT ?? 8080}`);
const deviceIndex = rest.indexOf('--device');
const device = deviceIndex >= 0 ? Number(rest[deviceIndex + 1]) : undefined;

if (!['run', 'check'].includes(command ?? '') || !file || !base) {
  console.error(usage);
  process.exit(2);
}

try {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ScenarioError(`cannot read ${file}: ${error.code ?? error.message}`);
  }
  const scenario = parseScenario(text, file, device);
  if (command === 'check') console.log(`${file}: ${scenario.steps.length} valid steps`);
  else await runScenario(scenario, { base });
} catch (error) {
  if (!(error instanceof ScenarioError)) throw error;
  console.error(`scenario failed: ${error.message}`);
  process.exit(1);
}
