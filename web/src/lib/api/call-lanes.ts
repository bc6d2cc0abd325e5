// Which API calls go first. The page reaches the API over HTTP/1.1, where Chromium opens at most
// 6 connections to a host and a call waits for a free one. At Connect All on a wall of 30 tiles
// the joins and signals a picture waits for queued (Resource Timing: signals about 500 ms before
// leaving) behind calls nobody waits for: each tile's audit entries and its participants reload
// after its own join. So while a video call is connecting, those calls wait, for at most
// MAX_WAIT_MS from when they were made; then they go in the order they were made.
import { pageGoing } from './page-going';

const MAX_WAIT_MS = 3_000;
/**
 * Held calls leave a few per task once no call is connecting, never in the task where the last one
 * connected: at Connect All of 30 tiles, about 90 held calls (each tile's two audit entries and its
 * participants reload) cost about 250 ms of the main thread to make, and all made at once they ran
 * ahead of the last tiles' first frames and renders (a profile of the wall bench). Six per task,
 * as many as the browser sends at once over HTTP/1.1.
 */
const RELEASED_PER_TASK = 6;

let connecting = 0;
const waiting = new Set<() => void>();
let releasing = false;

function releaseSome(): void {
  releasing = false;
  // A call began connecting again meanwhile: the rest wait for it (or for their MAX_WAIT_MS).
  if (connecting > 0) return;
  for (const go of [...waiting].slice(0, RELEASED_PER_TASK)) go();
  releaseLater();
}

function releaseLater(): void {
  if (releasing || waiting.size === 0) return;
  releasing = true;
  setTimeout(releaseSome, 0);
}

/**
 * A call is connecting (from its join to its first frame, or its end): calls made through
 * `whenCallsConnected` wait meanwhile. The returned function says it is done (once).
 */
export function holdForConnecting(): () => void {
  connecting += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    connecting -= 1;
    if (connecting > 0) return;
    // The tab closing hangs every call up (open-sessions.ts): the held calls (a connecting tile's
    // video_started entry) must leave in this task, sent keepalive; no timer of the page runs again.
    if (pageGoing()) for (const go of [...waiting]) go();
    else releaseLater();
  };
}

/** Resolves at once when no call is connecting; otherwise when none is, or after MAX_WAIT_MS. */
function whenCallsConnected(): Promise<void> {
  if (connecting === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => {
      clearTimeout(timer);
      waiting.delete(go);
      resolve();
    };
    const timer = setTimeout(go, MAX_WAIT_MS);
    waiting.add(go);
  });
}

/** `run` once no call is connecting (at most MAX_WAIT_MS later): for calls nobody waits for. */
export async function afterConnecting<T>(run: () => Promise<T>): Promise<T> {
  await whenCallsConnected();
  return run();
}
