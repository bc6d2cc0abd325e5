// Paths and query strings carry only text; the contract's schema says what each value is. A value
// converts only from its canonical spelling (an integer as ^(0|-?[1-9][0-9]*)$ within the safe
// range, a number the same with an optional fraction, a boolean as true or false), and one value
// where a list is expected becomes a list of one. Anything else stays text, so the schema's type
// check answers 400 naming the field: ' 1', '+1', '1e2', '0x10' or '01' never reach record 1 or 100.
import type { JsonObject } from './schema-refs.ts';

/** Finds the schema a `$ref` points at; `base` is the id of the document the ref was written in. */
export type ResolveRef = (ref: string, base: string) => { schema: JsonObject; base: string } | undefined;

const INTEGER = /^(0|-?[1-9][0-9]*)$/;
const NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

function typesOf(schema: JsonObject): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

function fromText(text: string, types: string[]): unknown {
  if (types.length === 0 || types.includes('string')) return text;
  if (types.includes('integer') && INTEGER.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  if (types.includes('number') && NUMBER.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The value with its text converted where the schema asks for another type. Combinators (anyOf,
 * oneOf, allOf) are not followed: no parameter of the contracts uses one around a non-string type,
 * and a value left as text is still refused by the schema, never silently accepted.
 */
export function convertParameterText(value: unknown, schema: unknown, base: string, resolve: ResolveRef): unknown {
  if (!schema || typeof schema !== 'object') return value;
  const node = schema as JsonObject;
  if (typeof node.$ref === 'string') {
    const target = resolve(node.$ref, base);
    return target ? convertParameterText(value, target.schema, target.base, resolve) : value;
  }
  const types = typesOf(node);
  if (typeof value === 'string') {
    return types.includes('array') && !types.includes('string') ? [convertParameterText(value, node.items, base, resolve)] : fromText(value, types);
  }
  if (Array.isArray(value)) return types.includes('array') ? value.map((item) => convertParameterText(item, node.items, base, resolve)) : value;
  if (value !== null && typeof value === 'object') {
    const properties = (node.properties ?? {}) as JsonObject;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [
      key, convertParameterText(inner, Object.hasOwn(properties, key) ? properties[key] : node.additionalProperties, base, resolve),
    ]));
  }
  return value;
}
