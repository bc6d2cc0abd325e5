// The request validator of every contract route (Fastify's compilersFactory.buildValidator).
// One Ajv that never coerces: a JSON body already carries its types, so {"volume":"50"} is a 400,
// not 50; path and query text is converted first by convertParameterText, from canonical spellings
// only. Defaults of the contract (page 1, per_page 10, ptz false...) are filled in by Ajv.
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { keptFor } from './documents.ts';
import { OPTIONAL_BODY } from './operations.ts';
import { convertParameterText, type ResolveRef } from './parameter-text.ts';
import type { JsonObject } from './schema-refs.ts';

type ValidatorFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;
export type ConvertingValidator = ((data: unknown) => { value: unknown } | false) & { errors?: ValidateFunction['errors'] };

/**
 * Compiling every operation's schemas at start was paid by every test file that boots the app (170-odd
 * operations), while a request needs only its own route's. Compiled on the route's first request,
 * then kept. (Every schema is still compiled under test: the contract fuzz calls every operation.)
 */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => (compiled ??= compile())(data)) as ValidateFunction;
  Object.defineProperty(validate, 'errors', { get: () => compiled?.errors });
  return validate;
}

/**
 * One Ajv per set of shared schemas, kept for the process (documents.ts): every app built from the
 * same frozen contract documents reuses it, and the validators it compiled. Adding the contract's
 * components again was about 1.3 s of each app's start on the 2-core machine.
 */
function ajvFor(shared: Record<string, unknown>): Ajv {
  const parts = Object.values(shared).map((schema) => (schema as JsonObject).components ?? schema);
  return keptFor('request validators', parts, () => {
    // validateSchema off: the contract lint checks the documents; checking them against the meta-schema
    // again compiled that meta-schema on every app start (3 s of a loaded machine).
    const ajv = new Ajv({ allErrors: true, removeAdditional: false, useDefaults: true, coerceTypes: false, strict: false, validateSchema: false });
    (ajvFormats as unknown as (instance: Ajv) => void)(ajv);
    for (const schema of Object.values(shared)) ajv.addSchema(schema as JsonObject);
    return ajv;
  });
}

/** `shared` are the schemas added with addSchema, by $id (each contract's components). */
function contractValidator(shared: Record<string, unknown>): FastifySchemaCompiler<JsonObject> {
  const ajv = ajvFor(shared);

  const resolve: ResolveRef = (ref, base) => {
    const [id, pointer = ''] = ref.split('#');
    const documentId = id || base;
    let node: unknown = shared[documentId];
    for (const part of pointer.split('/').filter(Boolean)) node = (node as JsonObject | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    return node && typeof node === 'object' ? { schema: node as JsonObject, base: documentId } : undefined;
  };

  return ({ schema, httpPart }) => {
    const validate = compiledOnFirstUse(() => ajv.compile(schema));
    if (httpPart === 'body' && schema[OPTIONAL_BODY]) {
      // Fastify hands an absent body over as null (undefined without a body parser run); a JSON
      // `null` sent as the body is refused before validation (register.ts).
      const optional = ((data: unknown) => data === undefined || data === null || validate(data)) as ValidateFunction;
      Object.defineProperty(optional, 'errors', { get: () => validate.errors });
      return optional;
    }
    if (httpPart !== 'querystring' && httpPart !== 'params') return validate;
    const converting: ConvertingValidator = (data) => {
      const value = convertParameterText(data, schema, '', resolve);
      if (validate(value)) return { value };
      converting.errors = validate.errors;
      return false;
    };
    return converting;
  };
}

/**
 * Fastify declares buildValidator as returning Ajv's bare compile, but calls the compiler it returns
 * with the route schema definition ({ schema, httpPart, ... }), as setValidatorCompiler's (Fastify's
 * Server reference, schemaController): hence the one cast.
 */
export const buildContractValidator = contractValidator as unknown as ValidatorFactory;

/**
 * The check a route whose query schema is `schema` runs on its query (the same Ajv options, text
 * conversion and defaults), for a query kept to be sent later: a saved view's filters and order
 * (contract/operation-query.ts). `components` are the contract's, registered under `schemaId`.
 */
export function queryValidator(schemaId: string, components: unknown, schema: JsonObject): ConvertingValidator {
  const compile = contractValidator({ [schemaId]: { $id: schemaId, components } });
  return compile({ schema, httpPart: 'querystring', method: 'GET', url: '' }) as unknown as ConvertingValidator;
}
