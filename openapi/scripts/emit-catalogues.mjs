// Emits two small catalogues beside the provider API's types, so nothing else copies the contract:
// api-enums.ts (every component enum schema's values, in contract order) and api-operations.ts
// (operationId -> method and path, which the web's generic query layer calls by id).
// openapi-typescript's own `enumValues` option also emits arrays for every inline enum, named
// after JSON pointers; these two files hold only what other code reads.

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** @param {any} doc the parsed provider API document */
export function emitEnums(doc, header) {
  const lines = [header, "import type { components } from './api.ts';", '', "type Schemas = components['schemas'];", ''];
  const names = [];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (!Array.isArray(schema.enum)) continue;
    const values = schema.enum.filter((v) => v !== null);
    names.push(name);
    lines.push(`export const ${name} = ${JSON.stringify(values)} as const satisfies readonly Schemas['${name}'][];`);
  }
  lines.push('', `export const apiEnums = { ${names.join(', ')} } as const;`, '');
  return lines.join('\n');
}

/** @param {any} doc the parsed provider API document */
export function emitOperations(doc, header) {
  const entries = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const id = item[method]?.operationId;
      if (id) entries.push(`  ${id}: { method: '${method}', path: '${path}' },`);
    }
  }
  return [
    header,
    "import type { operations } from './api.ts';",
    '',
    '/** Every operation of the provider API by its operationId. */',
    'export const apiOperations = {',
    ...entries,
    "} as const satisfies Record<keyof operations, { method: string; path: string }>;",
    '',
  ].join('\n');
}
