// Every spec imports `test` and `expect` from here: each Playwright worker starts a stack of its
// own (port E2E_PORT + worker index, its own copy of the web build), so tests in other workers
// never see the state a test changes (resets, faults, device states). `baseURL`, and with it
// `page`, `request` and every context a test opens, points at the worker's stack.
import { test as base, expect } from '@playwright/test';
import { watchPage } from './browser-log.ts';
import { logSince, logSize, startStack, type Stack } from './stack-process.ts';

export { expect };

// 8181 is the port the single-stack runs of earlier versions used; the default keeps clear of it.
const basePort = Number(process.env.E2E_PORT ?? 8200);

export const test = base.extend<{ stackLog: void }, { stack: Stack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      // workerIndex, not parallelIndex: a worker restarted after a failure gets a new port, so
      // it never races the stack its predecessor is still stopping.
      const stack = await startStack({
        port: basePort + workerInfo.workerIndex,
        logFile: `${workerInfo.project.outputDir}/stacks/worker-${workerInfo.workerIndex}.log`,
      });
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    { scope: 'worker', timeout: 250_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.url);
  },
  // A failed test carries what its stack logged meanwhile (the simulator logs warnings and errors).
  stackLog: [
    async ({ stack }, use, testInfo) => {
      const gone = stack.exited();
      if (gone) throw new Error(`This worker's stack is gone (${gone}); see ${stack.logFile}`);
      const from = logSize(stack.logFile);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach(`stack log (port ${stack.port})`, { body: logSince(stack.logFile, from), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  // A failed test also carries what its page's browser saw go wrong (browser-log.ts).
  page: async ({ page }, use, testInfo) => {
    const log = await watchPage(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('browser log', { body: log.report(), contentType: 'text/plain' });
  },
});
