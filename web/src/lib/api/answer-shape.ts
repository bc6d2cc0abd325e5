// An answer of the provider that is not of the contract's shape where the app relies on it (a
// paged list for an array, a wrapped record): the call fails with a plain explanation rather than
// hand the answer on to code that throws on it while drawing the shell. A query keeps the last
// answer it could read (TanStack Query keeps data on a failed refetch), so the shell goes on with it.

/** Told where the answer is used (the menu's notice, the app's error page), not in the error dialog. */
export class UnreadableAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableAnswerError';
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` itself when `valid`; otherwise the call fails with `message`. */
export function expectShape<T>(value: unknown, valid: (value: unknown) => boolean, message: string): T {
  if (!valid(value)) throw new UnreadableAnswerError(message);
  return value as T;
}
