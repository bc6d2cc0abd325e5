#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app when its sources changed, starts the
// simulator (serving the app) and one device emulator, and prints the URL and the personas.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, newest } from './lib/ensure.mjs';
import { supervise } from './lib/supervise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const url = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const started = Date.now();
const log = (message) => console.log(`[start] ${message}`);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// 1. Dependencies: installed when node_modules is missing or older than the lockfile.
ensureDependencies(root, log);

// 2. Web app: build when dist is missing or older than its sources, the resource declarations it
// bundles (resources/src: a change there alone left e2e runs on a stale build) or the contract types.
// WEB_OUT_DIR: a stack of its own (parallel test runs) builds where no other stack serves from.
const webDist = process.env.WEB_OUT_DIR ? resolve(process.env.WEB_OUT_DIR) : join(root, 'web/dist');
const dist = join(webDist, 'index.html');
const sources = Math.max(...['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'resources/src', 'openapi/generated'].map((p) => newest(join(root, p))));
if (newest(dist) < sources) {
  log('building the web app');
  run('npm', ['run', 'build', '-w', 'web', ...(process.env.WEB_OUT_DIR ? ['--', '--outDir', webDist, '--emptyOutDir'] : [])]);
}
// `--prepare`: installed and built, start nothing. The e2e global setup runs it once, so the
// stacks of its parallel workers never install or build at the same time.
if (process.argv.includes('--prepare')) process.exit(0);

// 3. Simulator, then the emulator once the simulator answers. A child that dies is started again
// (scripts/lib/supervise.mjs); the emulator reconnects to a restarted simulator by itself.
const children = [];
function launch(name, file, env) {
  const options = { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } };
  children.push(supervise({ name, command: process.execPath, args: ['--import', 'tsx', file], options, log }));
}
function stop(code = 0) {
  for (const child of children) child.stop();
  setTimeout(() => process.exit(code), 300).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => stop(0));
// On a crash or an error exit too (a write to the pipe of a parent that is gone, say), the children
// end with this process: an orphaned simulator would keep the port and serve a stack half gone.
process.once('exit', () => { for (const child of children) child.stop(); });

// The emulated devices run beside it, reached by their host addresses: no STUN server is needed,
// and the public one (the web app's default when none is named) would only hold each answer while
// an offline machine failed to reach it. DEFAULT_ICE_SERVERS set in the environment still wins.
launch('simulator', 'simulator/src/server.ts', { PORT: String(port), WEB_DIST: webDist, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', DEFAULT_ICE_SERVERS: process.env.DEFAULT_ICE_SERVERS ?? '' });
const local = `http://127.0.0.1:${port}`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${local}/sim/health`)).ok) break;
  } catch { /* not listening yet */ }
  if (i > 600) {
    log('the simulator did not answer within 60 s');
    stop(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
launch('device-emulator', 'device-emulator/src/main.ts', { SIMULATOR_URL: `ws://127.0.0.1:${port}` });

// Ready means the devices are online too, so the first page a person opens shows them.
let ready = false;
for (let i = 0; i < 300 && !ready; i += 1) {
  try {
    const health = await (await fetch(`${local}/sim/health`)).json();
    ready = health.emulators > 0 && health.devices_awaiting_status === 0;
  } catch { /* the simulator is being started again */ }
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
}
if (!ready) log('the device emulator has not brought every device online within 30 s; starting anyway (they show offline until it does)');
const personas = await (await fetch(`${local}/sim/personas`)).json();
console.log(`\nBedside is running at ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
console.log('Sign in as any of these seeded personas:');
for (const p of personas) console.log(`  ${p.name.padEnd(22)} ${p.role.padEnd(24)} ${p.email}${p.blocked ? '  (blocked)' : ''}${p.organization_id !== 'mercy-general' ? `  (organisation ${p.organization_id})` : ''}`);
console.log(`\nAPI tokens for scripts: curl -X POST ${url}/sim/tokens -H 'content-type: application/json' -d '{"email":"nurse@mercy-general.test"}'`);
console.log('Press Ctrl+C to stop.\n');
