// fast-check arbitraries from the contract's JSON Schemas, over the subset the contract uses: type
// (and type lists with null), enum, const, properties/required/additionalProperties, items with
// min/maxItems, oneOf/anyOf (a discriminator's branches carry their const), allOf of objects, $ref
// into the document, string lengths, patterns and formats, and number bounds. Every value drawn is
// valid against the schema, so what the simulator answers to it is the behaviour under test.
import fc from 'fast-check';
import { deref, type Json } from './contract-operations.ts';

/** An arbitrary to use instead of the schema's own for a named property or parameter (real ids). */
export type Hints = (name: string, schema: Json) => fc.Arbitrary<unknown> | undefined;

export interface SchemaOptions {
  /** the document the schema's `#/...` refs point into */
  doc: Json;
  hints?: Hints;
  /** only required properties and no optional extras: the smallest valid value */
  minimal?: boolean;
  /** strings as they can travel in a URL or header: well-formed text only */
  urlSafe?: boolean;
}

const MAX_DEPTH = 6;
const freeText = (min: number, max: number, urlSafe: boolean) =>
  urlSafe
    ? fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' })
    : fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }));

function stringArbitrary(schema: Json, options: SchemaOptions): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? 40, min + 40);
  const fits = (s: string) => [...s].length >= min && [...s].length <= ((schema.maxLength as number | undefined) ?? Infinity);
  switch (schema.format) {
    case 'date': return fc.date({ min: new Date('1930-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time': return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'email': return fc.emailAddress().filter(fits);
    default: break;
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern as string, 'u')).filter(fits);
  return freeText(min, max, options.urlSafe === true);
}

function numberArbitrary(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum as number | undefined;
  const max = schema.maximum as number | undefined;
  if (!integer) return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
  // Mostly small values (where records and limits are), sometimes anywhere in the allowed range.
  const low = min ?? -1000;
  const high = max ?? Math.max(low + 1000, 1000);
  return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: low, max: Math.min(high, low + 200) }) }, { weight: 1, arbitrary: fc.integer({ min: min ?? -2_147_483_648, max: max ?? 2_147_483_647 }) });
}

function objectArbitrary(schema: Json, options: SchemaOptions, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, Json> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const keys = Object.keys(properties).filter((key) => required.has(key) || (!options.minimal && depth < MAX_DEPTH));
  const model = Object.fromEntries(keys.map((key) => [key, options.hints?.(key, properties[key] ?? {}) ?? schemaArbitrary(properties[key] ?? {}, options, depth + 1)]));
  const fixed = fc.record(model, { requiredKeys: keys.filter((key) => required.has(key)) });
  const extra = schema.additionalProperties;
  if (!extra || options.minimal || depth >= MAX_DEPTH || Object.keys(properties).length) return fixed;
  // Free-form maps (settings, event data, metrics, custom fields): a few entries of their kind.
  const values = extra === true ? fc.jsonValue({ maxDepth: 2 }) : schemaArbitrary(extra as Json, options, depth + 1);
  const key = fc.stringMatching(/^[a-z][a-z_]{0,15}$/);
  return fc.tuple(fixed, fc.dictionary(key, values, { maxKeys: 3 })).map(([own, more]) => ({ ...more, ...(own as object) }));
}

function mergeAllOf(parts: Json[], doc: Json): Json {
  const schemas = parts.map((part) => deref(doc, part));
  return {
    type: 'object',
    properties: Object.assign({}, ...schemas.map((s) => s.properties ?? {})) as Json,
    required: schemas.flatMap((s) => (s.required as string[] | undefined) ?? []),
  };
}

export function schemaArbitrary(raw: Json, options: SchemaOptions, depth = 0): fc.Arbitrary<unknown> {
  const schema = deref(options.doc, raw);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  // The contract's own example is the most meaningful small value (an IR action the device knows).
  if (options.minimal && Array.isArray(schema.examples) && schema.examples.length) return fc.constant(schema.examples[0]);
  const branches = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => schemaArbitrary(branch, options, depth)));
  if (Array.isArray(schema.allOf)) return schemaArbitrary(mergeAllOf(schema.allOf as Json[], options.doc), options, depth);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const each = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null': return fc.constant(null);
      case 'boolean': return fc.boolean();
      case 'integer': return numberArbitrary(schema, true);
      case 'number': return numberArbitrary(schema, false);
      case 'string': return stringArbitrary(schema, options);
      case 'array': {
        const minLength = (schema.minItems as number | undefined) ?? 0;
        const maxLength = options.minimal || depth >= MAX_DEPTH ? minLength : Math.min((schema.maxItems as number | undefined) ?? 4, minLength + 4);
        return fc.array(schemaArbitrary((schema.items as Json | undefined) ?? {}, options, depth + 1), { minLength, maxLength });
      }
      case 'object': return objectArbitrary(schema, options, depth);
      default: return fc.jsonValue({ maxDepth: 2 });
    }
  });
  // The smallest valid value of a nullable field is its non-null one: it exercises more code.
  const [first] = each;
  if (options.minimal && first) return first;
  return each.length === 1 && first ? first : fc.oneof(...each);
}
