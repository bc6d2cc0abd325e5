// Unit tests of every workspace in one run: the web app (happy-dom), the simulator (through
// Fastify's inject, no port) and the device emulator.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['web', 'simulator', 'resources', 'device-emulator', 'scripts'],
    // Vitest's default in a run is one worker fewer than the cores: on the 2-core machine, one
    // worker and a core idle (the run used 1.2 cores). Every core: 231 s became 151 s there.
    maxWorkers: availableParallelism(),
  },
});
