// A child of `npm start` that dies is started again instead of taking the stack down.
import { afterEach, describe, expect, it } from 'vitest';
import { supervise } from '../lib/supervise.mjs';

const alive = (pid) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (check, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('supervise', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('starts a killed child again, and a stopped one never', async () => {
    const lines = [];
    const child = supervise({ name: 'sleeper', command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'], log: (line) => lines.push(line), firstDelayMs: 50 });
    stop = () => child.stop();
    await until(() => alive(child.pid));
    const first = child.pid;
    process.kill(first, 'SIGKILL');
    await until(() => child.starts === 2 && alive(child.pid));
    expect(child.pid).not.toBe(first);
    expect(lines).toEqual(['sleeper stopped (SIGKILL); starting it again in 0.05 s']);

    const second = child.pid;
    child.stop();
    await until(() => !alive(second));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(child.starts).toBe(2);
  });

  it('waits twice as long each time a child keeps crashing at once, up to the cap', async () => {
    const lines = [];
    const child = supervise({ name: 'crasher', command: process.execPath, args: ['-e', 'process.exit(3)'], log: (line) => lines.push(line), firstDelayMs: 20, maxDelayMs: 80 });
    stop = () => child.stop();
    await until(() => lines.length >= 4);
    child.stop();
    expect(lines.slice(0, 4)).toEqual([0.02, 0.04, 0.08, 0.08].map((s) => `crasher stopped (3); starting it again in ${s} s`));
  });
});
