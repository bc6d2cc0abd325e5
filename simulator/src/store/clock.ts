// A fixed clock for seeded timestamps, so the same seed gives byte-identical data.
export const SEED_EPOCH = Date.parse('2026-11-01T08:00:00Z');
export const iso = (offsetMinutes: number) => new Date(SEED_EPOCH + offsetMinutes * 60_000).toISOString();
/** The offset in minutes from the seed epoch of a seeded timestamp (iso's inverse). */
export const minutesOf = (at: string) => (Date.parse(at) - SEED_EPOCH) / 60_000;
