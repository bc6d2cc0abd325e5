// JSON request bodies, bounded before they are parsed. A body nested deeper than MAX_JSON_DEPTH is
// refused with a 400 before JSON.parse runs: a 60 KB body of 10,000 nested objects used to be
// stored, and every later read of the collection failed when serialising it. The check is one
// loop over the text, so no nesting can overflow a stack. Parsing itself is Fastify's own
// (secure-json-parse, which refuses __proto__ and constructor.prototype keys).
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../api-error.ts';

/**
 * The deepest body the contract describes is a saved view (body, table_user_setting, metadata,
 * filters, a range: 5 levels); preferences and event data are free-form objects the web app keeps
 * a few levels deep. 32 leaves room for any of them and is far below what Ajv, JSON.stringify or
 * structuredClone can take.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

/** Whether the JSON text nests objects and arrays deeper than `max` (strings are skipped). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1). No text a
 * person types holds them; stored in a name they garbled the lists and CSV exports it
 * reached (found by exploratory QA: names stored with control characters). Also the bidirectional
 * overrides and isolates, which make a name read otherwise than it is stored, and a lone surrogate
 * half, which is no character at all (API QA).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

/**
 * The text with each such character shown as U+FFFD: for a record kept of what was refused (ADT
 * Messages keeps every message received, a refused one too), which must not garble lists either.
 */
const EVERY_CONTROL = new RegExp(CONTROL.source, 'gu');
export const withoutControlCharacters = (text: string): string => text.replace(EVERY_CONTROL, '\uFFFD');

/** The field (body.user.name, body.items.0.label) of the first string or key holding a control character. */
export function controlCharacterAt(value: unknown, path = 'body'): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = controlCharacterAt(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = CONTROL.test(key) ? path : controlCharacterAt(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Replaces Fastify's application/json parser with the same parser behind the depth check, and
 * refuses text with control characters (a 400 naming the field, nothing stored).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (nestedDeeperThan(body, MAX_JSON_DEPTH)) {
      const message = `the request body nests objects or arrays deeper than ${MAX_JSON_DEPTH} levels`;
      done(badRequest('body', 'maxDepth', message, `Invalid request: ${message}`), undefined);
      return;
    }
    void parse(request, body, (error, value) => {
      const field = error ? null : controlCharacterAt(value);
      if (field) done(badRequest(field, 'text', `${field} holds a control character; only text, tabs and line breaks are accepted`), undefined);
      else done(error, value);
    });
  });
}
