import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Each file boots the app (the contract's request schemas compiled at start), and a few tests boot
  // a second one: a few seconds on a quiet machine, three times that on a loaded 2-core one, which
  // the defaults (10 s per hook, 5 s per test) did not allow.
  test: { name: 'simulator', environment: 'node', include: ['test/**/*.test.ts'], hookTimeout: 30_000, testTimeout: 20_000 },
});
