// How long the patient picture has been frozen, as the call shows it over the video ("0:07").

/**
 * A freeze is shown once it has lasted this long: the decoded-frame watch polls every 500 ms, and
 * heavy packet loss stalls the decoder for moments that are not worth a notice over the picture.
 */
export const FROZEN_NOTICE_MS = 1_000;

/** Whole seconds frozen at `now` for a freeze that began at `since` (never negative). */
export function frozenSeconds(since: number, now: number): number {
  return Math.max(0, Math.floor((now - since) / 1000));
}

/** m:ss, as a clinician reads a stopwatch: 0:07, 1:05. */
export function frozenLabel(since: number, now: number): string {
  const seconds = frozenSeconds(since, now);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
