#!/usr/bin/env node
// `npm test`: installs what is missing (npm packages; Debian's Chromium when it may), then lint,
// typecheck and the contract (lint and drift) side by side, unit and simulator tests (vitest),
// then end-to-end tests in Chromium (Playwright). Stops at the first failing group of steps and
// ends with one summary line of the test counts.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeFailures } from './lib/e2e-failures.mjs';
import { ensureChromium, ensureDependencies } from './lib/ensure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestReport = `${root}node_modules/.cache/vitest-results.json`;
const playwrightReport = `${root}tests/test-results/results.json`;
const only = process.argv[2];

// Steps of one group run side by side: the static checks are single-threaded each (on the 2-core
// machine lint took 39 s and typecheck 31 s one after the other). Unit and e2e tests use every core.
const groups = [
  [
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['contract', 'npm', ['run', 'check:contract']],
  ],
  [['unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`]]],
  [['e2e', 'npm', ['run', 'e2e', '-w', 'tests']]],
];

const log = (message) => console.log(`[test] ${message}`);
// Chromium first: a machine that cannot have it stops at once, not after ten minutes of tests.
if (!only || only === 'e2e') ensureChromium(log);
ensureDependencies(root, log);

for (const file of [vitestReport, playwrightReport]) rmSync(file, { force: true });
/**
 * Runs one step; alone it prints as it goes, beside others its output is held and printed whole
 * when it ends, so the log reads step by step. Resolves to whether it passed.
 */
function run([name, command, args], alone) {
  const started = Date.now();
  const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
  const child = spawn(command, args, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const held = [];
  if (!alone) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => held.push(chunk));
  if (alone) console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n=== ${name}: ${command} ${args.join(' ')}\n${Buffer.concat(held).toString()}`);
      console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

let failedStep = null;
for (const group of groups) {
  const steps = group.filter(([name]) => !only || only === name);
  const passed = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  const failed = steps.filter((_step, i) => !passed[i]).map(([name]) => name);
  if (failed.length > 0) {
    failedStep = failed.join(', ');
    break;
  }
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read(vitestReport);
const playwright = read(playwrightReport);
if (playwright && failedStep === 'e2e') {
  const lines = describeFailures(playwright);
  if (lines.length) console.log(`\n=== e2e failures: what the page showed${lines.join('\n')}`);
}
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`\nunit: ${vitest?.numPassedTests ?? 0} passed; e2e: ${playwright?.stats?.expected ?? 0} passed`);
if (failedStep) console.log(`step failed: ${failedStep}`);
console.log(`${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
