import type { SessionController } from './session-controller';

// The mounted shell's session controller, for realtime handlers (timer-reset, logout), which
// live apart from the shell's React tree.
let current: SessionController | undefined;

export function setCurrentSession(controller: SessionController | undefined): void {
  current = controller;
}

export function currentSession(): SessionController | undefined {
  return current;
}
