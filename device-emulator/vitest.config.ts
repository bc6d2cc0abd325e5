import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'device-emulator', environment: 'node', include: ['test/**/*.test.ts'] },
});
