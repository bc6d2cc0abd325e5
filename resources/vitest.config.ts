import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'resources', environment: 'node', include: ['test/**/*.test.ts'] },
});
