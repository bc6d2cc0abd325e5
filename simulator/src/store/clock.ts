// A fixed clock for seeded timestamps, so the same seed gives byte-identical data.
export const SEED_EPOCH = Date.parse('2026-11-01T08:00:00Z');
export const iso = (offsetMinutes: number) => new Date(SEED_EPOCH + offsetMinutes * 60_000).toISOString();
