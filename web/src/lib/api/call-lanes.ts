// Which API calls go first. The page reaches the API over HTTP/1.1, where Chromium opens at most
// 6 connections to a host and a call waits for a free one. At Connect All on a wall of 30 tiles
// the joins and signals a picture waits for queued (Resource Timing: signals about 500 ms before
// leaving) behind calls nobody waits for: each tile's audit entries and its participants reload
// after its own join. So while a video call is connecting, those calls wait, for at most
// MAX_WAIT_MS from when they were made; then they go in the order they were made.
const MAX_WAIT_MS = 3_000;

let connecting = 0;
const waiting = new Set<() => void>();

function releaseAll(): void {
  for (const go of [...waiting]) go();
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
    if (connecting === 0) releaseAll();
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
