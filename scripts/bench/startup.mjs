// Time from `npm start` to ready on a fresh clone with a warm npm cache: clone, then `npm start`
// (which runs npm ci, builds the web app, starts simulator and emulator).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startStack } from './lib.mjs';

export async function benchStartup({ port = 8291 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bedside-clone-'));
  try {
    execFileSync('git', ['clone', '--quiet', root, dir]);
    const started = Date.now();
    const stack = startStack({ cwd: dir, port });
    await stack.ready;
    const seconds = (Date.now() - started) / 1000;
    await stack.stop();
    // A second start of the same clone: nothing to install or build.
    const again = Date.now();
    const warm = startStack({ cwd: dir, port });
    await warm.ready;
    const warmSeconds = (Date.now() - again) / 1000;
    await warm.stop();
    return { freshCloneSeconds: seconds, secondStartSeconds: warmSeconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchStartup());
