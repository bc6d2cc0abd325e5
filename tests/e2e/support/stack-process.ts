// One whole stack (simulator serving the built app, plus the device emulator) started exactly as
// `npm start` starts it, on its own port and from its own copy of the web build, in a process
// group of its own so that stopping it also stops the emulator's ffmpeg encoders.
import { spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../../', import.meta.url));
const READY_MS = 240_000;

export interface StackOptions {
  port: number;
  logFile: string;
}

export interface Stack {
  url: string;
  port: number;
  /** The start script's pid (also the process group id). */
  pid: number;
  logFile: string;
  /** Why the stack is gone, or null while it runs. */
  exited: () => string | null;
  stop: () => Promise<void>;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The last lines of a log, for an error message that says why without opening the file. */
export function logTail(file: string, lines = 30): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no log)';
}

export async function startStack({ port, logFile }: StackOptions): Promise<Stack> {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is taken: stop what listens there or set E2E_PORT to another base port.`);
  // The global setup built web/dist once. A fresh copy is newer than every source, so the start
  // script serves it without building, and a source edited during the run cannot make one
  // stack rebuild the folder that other stacks serve from. It lives outside test-results, which
  // the next run empties first.
  const webDir = mkdtempSync(join(tmpdir(), 'bedside-e2e-web-'));
  cpSync(`${root}web/dist`, webDir, { recursive: true });
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, PORT: String(port), WEB_OUT_DIR: webDir, SIM_VALIDATE_RESPONSES: '1', LOG_LEVEL: 'warn' },
  });
  closeSync(log);
  const state: { exit: string | null } = { exit: null };
  const exited = new Promise<void>((resolve) => child.once('exit', (code, signal) => {
    state.exit = `the start script exited (${signal ?? code})`;
    resolve();
  }));
  const pid = child.pid!;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch { /* the group is gone */ }
  };
  // A worker that ends without its fixture teardown still takes its stack with it.
  const onExit = () => {
    signalGroup('SIGKILL');
    rmSync(webDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const stop = async () => {
    process.off('exit', onExit);
    signalGroup('SIGTERM');
    await Promise.race([exited, delay(5_000)]);
    // Whatever of the group is left (a child still closing, an encoder): none outlives the worker.
    signalGroup('SIGKILL');
    rmSync(webDir, { recursive: true, force: true });
  };

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + READY_MS;
  // Ready as `npm start` means it: the simulator answers and the emulator's devices are online.
  for (;;) {
    const failure = state.exit ?? (Date.now() > deadline ? `not ready within ${READY_MS / 1000} s` : null);
    if (failure) {
      await stop();
      throw new Error(`The stack on port ${port} did not start: ${failure}. Log ${logFile}:\n${logTail(logFile)}`);
    }
    try {
      const health = await (await fetch(`http://127.0.0.1:${port}/sim/health`)).json() as { emulators: number; devices_awaiting_status: number };
      if (health.emulators > 0 && health.devices_awaiting_status === 0) break;
    } catch { /* not listening yet */ }
    await delay(200);
  }
  return { url, port, pid, logFile, exited: () => state.exit, stop };
}

/** The log written since `from` (a byte offset), for a failed test's attachment. */
export function logSince(file: string, from: number): string {
  // Another run empties test-results first: say so rather than fail the test a second time.
  return existsSync(file) ? readFileSync(file).subarray(from).toString() : `(${file} is gone: another test run emptied test-results)`;
}

export const logSize = (file: string): number => (existsSync(file) ? statSync(file).size : 0);

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
