// The resource convention (docs/resource-pattern-design.md §2). A tag declaring
// `x-resource: { schema, plural, path, operations, permission?, scope? }` promises the generic layers
// (descriptors, simulator handlers, web pages) operations at fixed places with fixed ids, the
// companion schemas SPage, SWrite and SFilters, the shared parameters and the View/Edit rules;
// they call by these names without checking, so the lint checks them here instead.
import { follow } from './status-rules.mjs';

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const schemaRef = (name) => `#/components/schemas/${name}`;
const paramRef = (name) => `#/components/parameters/${name}`;

/** Kind -> conventional method, place under the resource's path, id and whether it reads or writes. */
const kinds = {
  list: { method: 'get', suffix: '', id: (S, P) => `list${P}`, reads: true },
  get: { method: 'get', suffix: '/{id}', id: (S) => `get${S}`, reads: true },
  create: { method: 'post', suffix: '', id: (S) => `create${S}`, reads: false },
  update: { method: 'put', suffix: '/{id}', id: (S) => `update${S}`, reads: false },
  delete: { method: 'delete', suffix: '/{id}', id: (S) => `delete${S}`, reads: false },
  exportCsv: { method: 'get', suffix: '/export.csv', id: (S, P) => `export${P}Csv`, reads: true },
  dropdown: { method: 'get', suffix: '/dropdown', id: (S, P) => `list${P}Dropdown`, reads: true },
  revisions: { method: 'get', suffix: '/{id}/revisions', id: (S) => `list${S}Revisions`, reads: true },
};

/** VideoDevice -> video_device: the wrapper property of a write body. */
const snakeCase = (name) =>
  name.replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2').replace(/([a-z\d])([A-Z])/g, '$1_$2').toLowerCase();

const jsonSchema = (doc, op, status) => follow(doc, op.responses?.[status])?.content?.['application/json']?.schema;

function placeProblems(op, kind, { S, P, tag }, at, place) {
  const id = kinds[kind].id(S, P);
  const problems = [];
  if (op.operationId !== id) problems.push(`${at}: ${place} (${op.operationId}) must have operationId ${id}`);
  if (!op.tags?.includes(tag)) problems.push(`${at}: ${place} (${op.operationId}) must have tag ${tag}`);
  return problems;
}

function shapeProblems(doc, item, op, kind, { S, P }, at) {
  const name = kinds[kind].id(S, P);
  const problems = [];
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])];
  const refs = params.map((p) => p.$ref).filter(Boolean);
  const resolved = params.map((p) => follow(doc, p));
  const answersRecord = (status) => {
    const ref = jsonSchema(doc, op, status)?.$ref;
    const detail = doc.components?.schemas?.[`${S}Detail`];
    const ok = ref === schemaRef(S) || (ref === schemaRef(`${S}Detail`) && detail?.allOf?.some((s) => s.$ref === schemaRef(S)));
    if (!ok) problems.push(`${at}: ${name} ${status} must answer $ref ${S} or ${S}Detail (allOf [${S}, …])`);
  };
  const takesShared = (names) => {
    for (const p of names.filter((n) => !refs.includes(paramRef(n)))) problems.push(`${at}: ${name} must take parameter $ref ${p}`);
    const filters = resolved.find((p) => p?.name === 'filters' && p.in === 'query');
    if (filters?.style !== 'deepObject' || filters.schema?.$ref !== schemaRef(`${S}Filters`)) {
      problems.push(`${at}: ${name} must take query parameter filters (style deepObject, $ref ${S}Filters)`);
    }
  };
  if (kind === 'list') takesShared(['SessionId', 'DivisionId', 'Page', 'PerPage', 'OrderBy']);
  if (kind === 'exportCsv') {
    takesShared(['SessionId', 'DivisionId', 'OrderBy']);
    // An export is every matching row: paging would silently cut it.
    for (const p of ['Page', 'PerPage'].filter((n) => refs.includes(paramRef(n)))) problems.push(`${at}: ${name} must not take ${p}`);
    if (!resolved.some((p) => p?.name === 'columns' && p.in === 'query')) problems.push(`${at}: ${name} must take query parameter columns`);
    if (!follow(doc, op.responses?.['200'])?.content?.['text/csv']) problems.push(`${at}: ${name} 200 must answer text/csv`);
  }
  if (kind === 'get' || kind === 'update') answersRecord('200');
  if (kind === 'create') {
    if (op.responses?.['201']) answersRecord('201');
    else problems.push(`${at}: ${name} must answer 201`);
  }
  if (kind === 'delete' && !op.responses?.['204']) problems.push(`${at}: ${name} must answer 204`);
  if (kind === 'dropdown') {
    const field = resolved.find((p) => p?.name === 'field' && p.in === 'query');
    if (!field?.required || !follow(doc, field.schema)?.enum?.length) {
      problems.push(`${at}: ${name} must take a required query parameter field with an enum`);
    }
    const q = resolved.find((p) => p?.name === 'q' && p.in === 'query');
    if (q && (q.required || !(follow(doc, q.schema)?.maxLength <= 100))) problems.push(`${at}: ${name} q must be optional with maxLength ≤ 100`);
  }
  const items = { dropdown: 'DropdownOption', revisions: 'Revision' }[kind];
  if (items) {
    const body = follow(doc, jsonSchema(doc, op, '200'));
    if (body?.type !== 'array' || body.items?.$ref !== schemaRef(items)) problems.push(`${at}: ${name} 200 must answer an array of $ref ${items}`);
  }
  return problems;
}

function permissionProblems(op, kind, { S, P, permission }, at) {
  const { id, reads } = kinds[kind];
  const action = reads ? (permission?.view ?? 'View') : (permission?.edit ?? 'Edit');
  const resource = permission?.resource ?? S;
  const rule = op['x-permission'];
  if (rule?.action === action && rule?.resource === resource) return [];
  return [`${at}: ${id(S, P)} must have x-permission {action: ${action}, resource: ${resource}}`];
}

function schemaProblems(doc, { S, scope, operations }, at) {
  const schemas = doc.components?.schemas ?? {};
  const record = schemas[S];
  if (!record) return [`${at}: schema ${S} is missing`];
  const problems = [];
  const required = (schema, name) => schema?.required?.includes(name);
  if (!required(record, 'id') || follow(doc, record.properties?.id)?.type !== 'integer') problems.push(`${at}: ${S} must require an integer id`);
  const division = follow(doc, record.properties?.division);
  // An organisation-wide record (a role, a video reason) has no division: the collection scopes it
  // by the caller's organisation instead.
  if (scope !== 'organization' && (!required(record, 'division') || division?.type !== 'object' || !required(division, 'id') || !required(division, 'name'))) {
    problems.push(`${at}: ${S} must require division, an object requiring id and name`);
  }
  const page = schemas[`${S}Page`];
  const results = page?.properties?.results;
  if (!['results', 'metadata'].every((n) => required(page, n)) || results?.type !== 'array' || results.items?.$ref !== schemaRef(S) ||
      page.properties.metadata?.$ref !== schemaRef('PageMetadata')) {
    problems.push(`${at}: ${S}Page must require results (array of $ref ${S}) and metadata ($ref PageMetadata)`);
  }
  // A read-only resource (the audit log) has no write body.
  const writes = operations.includes('create') || operations.includes('update');
  const w = snakeCase(S);
  const write = schemas[`${S}Write`];
  const inner = follow(doc, write?.properties?.[w]);
  if (writes && (!required(write, w) || inner?.type !== 'object' || inner.additionalProperties !== false)) {
    problems.push(`${at}: ${S}Write must require ${w}, an object with additionalProperties false`);
  }
  if (schemas[`${S}Filters`]?.additionalProperties !== false) problems.push(`${at}: ${S}Filters must have additionalProperties false`);
  return problems;
}

// Rule 5, kept narrow on purpose. A tag's other operations may use the resource's name freely
// (listVideoDevicePicker, getVideoDeviceParticipants, setVideoDeviceVolume). What is reported is an
// id that the generic layers would mistake or miss: exactly the conventional id of a kind with
// singular and plural swapped (listVideoDeviceDropdown for listVideoDevicesDropdown), or exactly
// the conventional id of a kind that x-resource does not declare. Operations at a declared kind's
// own place are left to the place check, so one mistake gives one line.
function lookalikeProblems(doc, { S, P, tag, path, operations }, at) {
  const declaredPlaces = new Set(operations.map((k) => `${kinds[k].method} ${path}${kinds[k].suffix}`));
  const problems = [];
  for (const [opPath, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = item[method];
      if (!op?.tags?.includes(tag) || declaredPlaces.has(`${method} ${opPath}`)) continue;
      const place = `${method.toUpperCase()} ${opPath} (${op.operationId})`;
      for (const [kind, { id }] of Object.entries(kinds)) {
        const declared = operations.includes(kind);
        if (S !== P && op.operationId === id(P, S)) {
          const then = declared ? '' : `, and ${kind} declared`;
          problems.push(`${at}: ${place} should be ${id(S, P)}${then} (it differs from the ${kind} id by singular/plural only)`);
        } else if (!declared && op.operationId === id(S, P)) {
          problems.push(`${at}: ${place} has the ${kind} id, but operations does not declare ${kind}`);
        }
      }
    }
  }
  return problems;
}

/** @returns {string[]} one line per break of the resource convention by a tag's x-resource */
export function resourceProblems(doc) {
  const problems = [];
  for (const tag of doc.tags ?? []) {
    const declared = tag['x-resource'];
    if (!declared) continue;
    const { schema: S, plural: P, path, operations, permission, scope = 'division' } = declared;
    const at = `x-resource of tag ${tag.name}`;
    if (![S, P, path].every((v) => typeof v === 'string') || !Array.isArray(operations)) {
      problems.push(`${at}: needs schema, plural, path and operations`);
      continue;
    }
    if (!['division', 'organization'].includes(scope)) problems.push(`${at}: scope must be division or organization, not ${scope}`);
    const unknown = operations.filter((k) => !kinds[k]);
    if (unknown.length) problems.push(`${at}: unknown operation kinds ${unknown.join(', ')}`);
    const resource = { S, P, path, tag: tag.name, permission, scope, operations: operations.filter((k) => kinds[k]) };
    const named = `x-resource ${S}`;
    for (const kind of resource.operations) {
      const { method, suffix, id } = kinds[kind];
      const place = `${method.toUpperCase()} ${path}${suffix}`;
      const item = doc.paths?.[`${path}${suffix}`];
      const op = item?.[method];
      if (!op) {
        problems.push(`${named}: ${kind} needs ${place} (${id(S, P)}), which is missing`);
        continue;
      }
      problems.push(
        ...placeProblems(op, kind, resource, named, place),
        ...shapeProblems(doc, item, op, kind, resource, named),
        ...permissionProblems(op, kind, resource, named),
      );
    }
    problems.push(...schemaProblems(doc, resource, named), ...lookalikeProblems(doc, resource, named));
  }
  return problems;
}
