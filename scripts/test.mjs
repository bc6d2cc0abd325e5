#!/usr/bin/env node
// `npm test`: installs what is missing (npm packages; Debian's Chromium when it may), then lint,
// typecheck, the contract (lint and drift), unit and simulator tests (vitest), then end-to-end
// tests in Chromium (Playwright). Stops at the first failing step and ends with one summary line
// of the test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureDependencies } from './lib/ensure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestReport = `${root}node_modules/.cache/vitest-results.json`;
const playwrightReport = `${root}tests/test-results/results.json`;
const only = process.argv[2];

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['contract', 'npm', ['run', 'check:contract']],
  ['unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]],
  ['e2e', 'npm', ['run', 'e2e', '-w', 'tests']],
];

const log = (message) => console.log(`[test] ${message}`);
// Chromium first: a machine that cannot have it stops at once, not after ten minutes of tests.
if (!only || only === 'e2e') ensureChromium(log);
ensureDependencies(root, log);

for (const file of [vitestReport, playwrightReport]) rmSync(file, { force: true });
let failedStep = null;
for (const [name, command, args] of steps) {
  if (only && only !== name) continue;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read(vitestReport);
const playwright = read(playwrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`\nunit: ${vitest?.numPassedTests ?? 0} passed; e2e: ${playwright?.stats?.expected ?? 0} passed`);
if (failedStep) console.log(`step failed: ${failedStep}`);
console.log(`${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
