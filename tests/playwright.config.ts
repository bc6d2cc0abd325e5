// End-to-end tests in Debian Chromium against the whole stack started exactly as `npm start`
// starts it (simulator serving the built app, plus the device emulator). Each worker starts a
// stack of its own (e2e/support/stack-fixture.ts, which every spec imports `test` from).
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './global-setup.ts',
  // Upper bounds, not pacing: a test as fast as before still passes as fast. This 2-core machine
  // (Xeon 2.5 GHz) runs the suite about twice as slowly as the one these limits were set on
  // (30 s and 7 s), and fresh runs failed on pages that showed in 8-10 s beside the scans.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Measured on the 2-core machine (browser, simulators and the emulators' encoders share it, with
  // other work going on), 110 tests: 1 worker 628 s; 2 workers 561 s, under twice the background
  // load, no test slower than its limit. One worker keeps a core idle most of the time (its run
  // used 362 s of CPU in 628 s). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A spec file runs in one worker, its tests in order: files may set up state for their tests.
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A flaky test fails the run: retries would hide it.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // A trace records every test's screencast and DOM snapshots: on the 2-core machine that was a
    // third of the suite's CPU (10 specs: 175 s with traces kept on failure, 120 s without the
    // screencast, 100 s without tracing), and a CI run keeps only its log. E2E_TRACE=1 keeps a
    // failed test's trace in test-results/ (npx playwright show-trace).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
});
