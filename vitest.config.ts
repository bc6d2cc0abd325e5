// Unit tests of every workspace in one run: the web app (happy-dom), the simulator (through
// Fastify's inject, no port) and the device emulator.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['web', 'simulator', 'resources', 'device-emulator', 'scripts'],
  },
});
