// Tests of the start and test scripts' own modules (process supervision, install checks).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'scripts', environment: 'node', include: ['test/**/*.test.mjs'] },
});
