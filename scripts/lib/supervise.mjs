// Keeps a child process running: a child that dies is started again after a delay that doubles
// (up to maxDelayMs) while it keeps dying soon after starting, and goes back to the first delay
// once it has run for a minute. One crash must not take the whole stack down.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, command: string, args: string[], options?: import('node:child_process').SpawnOptions,
 *   log: (message: string) => void, firstDelayMs?: number, maxDelayMs?: number, healthyAfterMs?: number }} spec
 */
export function supervise({ name, command, args, options = {}, log, firstDelayMs = 1000, maxDelayMs = 30_000, healthyAfterMs = 60_000 }) {
  let stopped = false;
  let child = null;
  let timer = null;
  let delayMs = firstDelayMs;
  let starts = 0;

  const start = () => {
    timer = null;
    const startedAt = Date.now();
    starts += 1;
    child = spawn(command, args, options);
    child.on('exit', (code, signal) => {
      child = null;
      if (stopped) return;
      if (Date.now() - startedAt >= healthyAfterMs) delayMs = firstDelayMs;
      log(`${name} stopped (${signal ?? code}); starting it again in ${delayMs / 1000} s`);
      timer = setTimeout(start, delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    });
  };
  start();

  return {
    get pid() { return child?.pid; },
    get starts() { return starts; },
    stop(signal = 'SIGTERM') {
      stopped = true;
      if (timer) clearTimeout(timer);
      child?.kill(signal);
    },
  };
}
