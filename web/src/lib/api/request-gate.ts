/**
 * After an inactivity time-out every later request is cancelled (spec), including those in
 * flight: the gate closes once and stays closed until the next sign-in.
 */
const inFlight = new Set<AbortController>();
let closed = false;

export function isRequestGateClosed(): boolean {
  return closed;
}

/** Closes the gate; true only for the first close, so the time-out is recorded once. */
export function closeRequestGate(): boolean {
  if (closed) return false;
  closed = true;
  for (const controller of inFlight) controller.abort();
  inFlight.clear();
  return true;
}

export function openRequestGate(): void {
  closed = false;
}

export function trackRequest(controller: AbortController): () => void {
  inFlight.add(controller);
  return () => inFlight.delete(controller);
}
