import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Each file boots the app (the contract's request schemas compiled at start): a few seconds on a
  // quiet machine, three times that on a loaded 2-core one, which the default 10 s did not allow.
  test: { name: 'simulator', environment: 'node', include: ['test/**/*.test.ts'], hookTimeout: 30_000 },
});
