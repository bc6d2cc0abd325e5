// Before any worker starts its stack: install what is missing and build the web app once (the
// start script's own steps, so `npm start` and the tests agree on when a build is stale). The
// workers then serve copies of web/dist and never build at the same time.
import { spawnSync } from 'node:child_process';
import { root } from './e2e/support/stack-process.ts';

export default function globalSetup(): void {
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--prepare'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Preparing the stack failed (node scripts/start.mjs --prepare exited ${result.status ?? result.signal})`);
}
