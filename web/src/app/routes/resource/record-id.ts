/**
 * A record id as the API reads it in a path: a whole number, without sign or leading zero. An
 * address with another (/units/abc/view) is no page: it asked the API for /units/NaN and showed
 * its "path.id must be integer" (admin QA).
 */
export const RECORD_ID = /^[1-9]\d*$/;
