// Shared bits of the benchmark scripts: starting the stack on a spare port, API tokens and summarising
// samples.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** An API token for a persona, from the simulator at `base` (POST /sim/tokens). */
export async function tokenFor(base, email) {
  const response = await fetch(`${base}/sim/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  if (response.status !== 201) throw new Error(`POST /sim/tokens answered ${response.status}`);
  return (await response.json()).token;
}

export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not yet */ }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts `npm start` (scripts/start.mjs) in `cwd` on `port`; resolves once it printed "running". */
export function startStack({ cwd = root, port, env = {} }) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd, env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Bedside is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  const stop = () => new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return { child, ready, stop };
}
