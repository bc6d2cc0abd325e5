// What `npm start` and `npm test` install before they run, so that a machine with only Node and
// npm needs nothing else: the locked npm packages (which bring the emulator's ffmpeg and font),
// and, for the end-to-end tests only, Debian's Chromium headless shell. Nothing is downloaded
// outside the npm registry and Debian's packages.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under a path (0 when it is missing). */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function run(root, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** npm install when node_modules is missing or older than the lockfile. */
export function ensureDependencies(root, log) {
  if (newest(join(root, 'node_modules/.package-lock.json')) >= newest(join(root, 'package-lock.json'))) return;
  log('installing dependencies (npm install)');
  // npm install honours the lockfile; npm ci refuses it here, where the registry lacks other
  // platforms' optional binaries (@unrs/resolver-binding-*), so the lockfile records Linux's only.
  run(root, 'npm', ['install', '--no-audit', '--no-fund']);
}

// The end-to-end tests' browser (tests/chromium.ts says why the headless shell); the benches use
// the full browser, `chromium`, and say so when it is missing.
const APT_PACKAGES = ['chromium-headless-shell', 'fonts-liberation'];

/**
 * Debian's Chromium headless shell for the end-to-end tests (CHROME_PATH names another). Installed
 * with apt when this user may (root, or sudo without a password); otherwise stop at once with the
 * one command.
 */
export function ensureChromium(log) {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) {
    log(`CHROME_PATH names ${path}, which does not exist`);
    process.exit(1);
  }
  const isRoot = process.getuid?.() === 0;
  const canSudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!isRoot && !canSudo) {
    log('The end-to-end tests need Chromium\'s headless shell, which is not installed. Run this, then npm test again:');
    log(`  sudo apt-get install -y --no-install-recommends ${APT_PACKAGES.join(' ')}`);
    process.exit(1);
  }
  log(`installing Debian's ${APT_PACKAGES.join(' ')} for the end-to-end tests (apt-get)`);
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    const result = spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      log(`apt-get ${args[0]} failed (exit ${result.status}); install Chromium with: sudo apt-get install -y ${APT_PACKAGES.join(' ')}`);
      process.exit(1);
    }
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...APT_PACKAGES]);
  if (!existsSync(path)) {
    log(`apt-get installed ${APT_PACKAGES[0]}, but ${path} is still missing`);
    process.exit(1);
  }
  return path;
}
