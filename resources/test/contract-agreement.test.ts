// Each descriptor agrees with the contract it describes (resource pattern design §2): its filters
// are the SFilters properties with shapes that fit their kinds, its form fields are SWrite's with
// the same limits, its permission is the operations' x-permission, and its api matches the tag's
// x-resource. The descriptor types check the names at compile time; this checks what they cannot.
import { loadDocument } from '@bedside/openapi/documents';
import { describe, expect, it } from 'vitest';
import { isKnownPermission, permissionAction, permissionCatalogue, resources, type FilterKind, type OperationKind } from '../src/index.ts';

type Json = Record<string, unknown>;
const doc = loadDocument('api') as Json;
const schemas = (doc.components as Json).schemas as Json;

/** Follows `#/components/...` refs until a value that is not a ref. */
function deref(node: unknown): Json {
  let at = node as Json;
  while (typeof at.$ref === 'string') at = at.$ref.slice(2).split('/').reduce<Json>((n, part) => n[part] as Json, doc);
  return at;
}
const refName = (node: unknown) => (typeof (node as Json).$ref === 'string' ? ((node as Json).$ref as string).split('/').at(-1) : undefined);
const types = (node: Json): unknown[] => (Array.isArray(node.type) ? node.type : [node.type]);

const operations = new Map<string, Json>();
for (const item of Object.values(doc.paths as Json)) {
  for (const op of Object.values(item as Json)) if (typeof (op as Json).operationId === 'string') operations.set((op as Json).operationId as string, op as Json);
}

const operationId: Record<OperationKind, (s: string, p: string) => string> = {
  list: (_s, p) => `list${p}`, get: (s) => `get${s}`, create: (s) => `create${s}`, update: (s) => `update${s}`, delete: (s) => `delete${s}`,
  exportCsv: (_s, p) => `export${p}Csv`, dropdown: (_s, p) => `list${p}Dropdown`, revisions: (s) => `list${s}Revisions`,
};
const writeKinds: readonly OperationKind[] = ['create', 'update', 'delete'];

/** Whether an SFilters property's schema fits a filter kind (shell §5). */
function fits(kind: FilterKind, property: Json, dynamicField: boolean): boolean {
  const shape = deref(property);
  switch (kind) {
    case 'TEXT':
    case 'AUTOCOMPLETE':
      return types(shape).includes('string') && shape.format === undefined;
    case 'NUMBER':
      return types(shape).includes('integer');
    case 'ENUM': {
      const items = shape.items === undefined ? undefined : deref(shape.items);
      return types(shape).includes('array') && items !== undefined && (Array.isArray(items.enum) || (dynamicField && types(items).includes('integer')));
    }
    case 'DATE':
      return types(shape).includes('string') && shape.format === 'date';
    case 'DATERANGE':
      return refName(property) === 'DateRange';
    case 'DATETIMERANGE':
      return refName(property) === 'DateTimeRange';
  }
}

describe.each(resources.map((d) => [d.key, d] as const))('%s descriptor and the contract', (_key, d) => {
  const tag = ((doc.tags as Json[]).find((t) => (t['x-resource'] as Json | undefined)?.schema === d.schema) ?? {})['x-resource'] as Json | undefined;
  const filters = deref(schemas[`${d.schema}Filters`]);
  const filterProperties = filters.properties as Json;
  // A read-only resource (logs) has no SWrite, and no form.
  const write = schemas[`${d.schema}Write`] === undefined ? { properties: { none: { properties: {} } } } : deref(schemas[`${d.schema}Write`]);
  const [wrapper] = Object.keys(write.properties as Json);
  const fields = deref((write.properties as Json)[wrapper!]).properties as Json;

  it('is the x-resource of a tag, with the same plural, path and operations', () => {
    expect(tag).toBeDefined();
    expect(tag).toMatchObject({ plural: d.plural, path: d.api.base });
    expect([...d.api.operations].sort()).toEqual([...(tag!.operations as string[])].sort());
    expect(d.scope ?? 'division', 'scope').toBe(tag!.scope ?? 'division');
  });

  it('asks for the permission each operation declares', () => {
    for (const kind of d.api.operations) {
      const op = operations.get(operationId[kind](d.schema, d.plural));
      const action = writeKinds.includes(kind) ? d.permission.edit ?? 'Edit' : d.permission.view ?? 'View';
      expect(op?.['x-permission'], kind).toEqual({ action, resource: d.permission.resource });
    }
  });

  it('filters by SFilters properties whose shape fits each kind', () => {
    for (const filter of d.filters) {
      const property = filterProperties[filter.id];
      expect(property, filter.id).toBeDefined();
      expect(fits(filter.kind, property as Json, filter.options !== undefined && 'dynamicField' in filter.options), `${filter.id} as ${filter.kind}`).toBe(true);
      if (filter.options && 'enum' in filter.options) {
        expect(filter.options.enum.values, filter.id).toEqual(deref(deref(property).items).enum);
      }
    }
  });

  it('offers every SFilters property: as a filter, a server-only filter, or custom fields', () => {
    const offered = new Set<string>([...d.filters.map((f) => f.id), ...(d.serverFilters ?? [])]);
    if (d.customFields) offered.add('custom_fields');
    expect(Object.keys(filterProperties).filter((id) => !offered.has(id))).toEqual([]);
    expect('custom_fields' in filterProperties).toBe(d.customFields !== undefined);
  });

  it('edits SWrite fields, with the schema limits as form rules', () => {
    for (const field of d.form) {
      const schema = fields[field.name] === undefined ? undefined : deref(fields[field.name]);
      expect(schema, field.name).toBeDefined();
      const rule = (name: string) => field.rules?.find((r) => r.rule === name) as { max: number; min: number } | undefined;
      expect(rule('lengthLessThan')?.max, `${field.name} maxLength`).toBe(schema!.maxLength);
      expect(rule('valueLessThan')?.max, `${field.name} maximum`).toBe(schema!.maximum);
      if (rule('valueAtLeast')) expect(rule('valueAtLeast')?.min, `${field.name} minimum`).toBe(schema!.minimum);
    }
  });

  it('sorts by default by one of its columns, tells records apart by its columns, and names columns and filters once', () => {
    const columns = d.columns.map((c) => c.id);
    expect(columns).toContain(d.defaultSort.field);
    for (const id of d.distinguishBy ?? []) expect(columns).toContain(id);
    expect(new Set(columns).size).toBe(columns.length);
    expect(new Set(d.filters.map((f) => f.id)).size).toBe(d.filters.length);
  });
});

it('offers in the roles editor every permission rule an operation asks for, and only known ones', () => {
  const asked = new Set<string>();
  for (const op of operations.values()) {
    // One rule, a list (any of them) or { allOf } (every one of them).
    const given = op['x-permission'] as Json | Json[] | undefined;
    const rules = Array.isArray(given) ? given : given?.allOf ? given.allOf as Json[] : given ? [given] : [];
    for (const rule of rules as { action: string; resource: string }[]) asked.add(`${rule.action} ${rule.resource}`);
  }
  expect([...asked].filter((text) => { const [action = '', resource = ''] = text.split(' '); return !isKnownPermission(resource, action); })).toEqual([]);
  for (const [resource, actions] of Object.entries(permissionCatalogue)) {
    expect(actions.filter((a) => !permissionAction.values.includes(a)), resource).toEqual([]);
  }
});

it('has a descriptor for every x-resource of the contract', () => {
  const declared = (doc.tags as Json[]).map((t) => (t['x-resource'] as Json | undefined)?.schema).filter((s) => s !== undefined);
  expect(declared.sort()).toEqual(resources.map((d) => d.schema).sort());
});
