import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Each file boots the app (the contract's request schemas compiled at start), and a few tests boot
  // a second one: a few seconds on a quiet machine, three times that on a loaded 2-core one, which
  // the defaults (10 s per hook, 5 s per test) did not allow.
  // Files share their worker's modules (isolate: false): every file imports the whole simulator,
  // and re-importing it per file was most of the run's CPU. Measured on the loaded 2-core machine,
  // 61 files: import 190 s → 23 s, CPU 247 s → 145 s, wall 371 s → 269 s. State lives in each
  // built app, not in modules, so files do not see each other's data.
  test: { name: 'simulator', environment: 'node', include: ['test/**/*.test.ts'], hookTimeout: 30_000, testTimeout: 20_000, isolate: false },
});
