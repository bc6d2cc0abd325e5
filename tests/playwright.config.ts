// End-to-end tests in Debian Chromium against the whole stack started exactly as `npm start`
// starts it (simulator serving the built app, plus the device emulator), on its own port.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // One stack is shared by every test; tests that change state reset what they touch.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${port}/sim/health`,
    env: { PORT: String(port), SIM_VALIDATE_RESPONSES: '1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
