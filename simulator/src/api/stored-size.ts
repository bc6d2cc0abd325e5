// What a user keeps for themselves (preferences, saved views) is bounded: any user could store a
// megabyte under each of any number of preference keys, or as a saved view's filters, and every
// later read of their preferences carried it all (found by the hostile-input sweep: 6 MB).
import { badRequest } from '../api-error.ts';

/** One preference's settings or one view's metadata, as JSON: far above what any screen saves. */
export const MAX_STORED_BYTES = 16 * 1024;
/** Preferences one user keeps (the screens use about a dozen keys). */
export const MAX_PREFERENCES = 100;
/** Saved views one user keeps, over every table. */
export const MAX_VIEWS = 200;

export function checkStoredSize(field: string, value: unknown): void {
  if (Buffer.byteLength(JSON.stringify(value)) <= MAX_STORED_BYTES) return;
  throw badRequest(field, 'maxSize', `${field.split('.').at(-1)} must be at most ${MAX_STORED_BYTES / 1024} KB once serialised`);
}

/** A new one beyond `max` of its kind: 400 naming the field, saying what to do. */
export function checkRoomFor(field: string, held: number, max: number, what: string): void {
  if (held < max) return;
  throw badRequest(field, 'maxItems', `You keep at most ${max} ${what}; delete one first`);
}
