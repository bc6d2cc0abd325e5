// resourceHandlers(spec): a resource's conventional operations (list, get, create, update, delete,
// exportCsv, dropdown, revisions), keyed by the operationIds its descriptor names. A kind listed
// without the hook it needs (create without spec.create) fails at boot, as a missing handler does.
import { rules, type OperationIds, type OperationKind, type ResourceDescriptor, type ResourceSchema, type WriteOf } from '@bedside/resources';
import type { components } from '@bedside/openapi/api';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../api-error.ts';
import type { ApiHandlers } from '../api/types.ts';
import { Collection, type ListQuery } from './collection.ts';
import { exportCsv } from './csv.ts';
import { checkCustomValues, customFieldsOf } from './custom-fields.ts';
import { revisionsOf } from './revisions.ts';
import type { Ctx, ResourceSpec } from './spec.ts';
import { registerTable } from './table-query.ts';

type PerPage = components['schemas']['PerPage'];

/** What every conventional operation may read; the contract has checked its shape already. */
interface Request extends Ctx {
  query: ListQuery & { page?: number; per_page?: PerPage; columns?: string[]; field?: string; q?: string };
  params: { id: number };
  body: Record<string, unknown>;
  reply: FastifyReply;
}
type Handler = (request: Request) => unknown;

export function operationIds<S extends string, P extends string>(schema: S, plural: P): OperationIds<S, P> {
  return {
    list: `list${plural}`, get: `get${schema}`, create: `create${schema}`, update: `update${schema}`, delete: `delete${schema}`,
    exportCsv: `export${plural}Csv`, dropdown: `list${plural}Dropdown`, revisions: `list${schema}Revisions`,
  };
}

/** The body's wrapper: VideoDevice → video_device. */
export const wrapperOf = (schema: string) => schema.replace(/[A-Z]/g, (c, i: number) => `${i ? '_' : ''}${c.toLowerCase()}`);

const asFieldValue = (value: unknown): rules.FieldValue =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'number' ? value : String(value);

/** The form's rules on a body: on create every field of the create form, on update the fields sent. */
function checkRules<S extends ResourceSchema, P extends string>(d: ResourceDescriptor<S, P>, input: Record<string, unknown>, variant: 'create' | 'edit'): void {
  const wrapper = wrapperOf(d.schema);
  for (const field of d.form) {
    if ((field.on && field.on !== variant) || (variant === 'edit' && input[field.name] === undefined)) continue;
    for (const spec of field.rules ?? []) {
      const message = rules.ruleFor(spec)(asFieldValue(input[field.name]));
      if (message) throw badRequest(`body.${wrapper}.${field.name}`, spec.rule, message, `Invalid ${d.labels.singular.toLowerCase()}: ${field.label}: ${message}`);
    }
  }
}

/** How the custom field checks name a resource's body and records. */
const labelsOf = (d: { schema: string; labels: { singular: string; plural: string } }) => ({
  wrapper: wrapperOf(d.schema), singular: d.labels.singular.toLowerCase(), plural: d.labels.plural.toLowerCase(),
});

/**
 * One record changed as updateS changes it: found for the caller (404 alike for a foreign one), the
 * form's rules on the sent fields, the custom field values, the spec's own rules (400 naming the
 * field), then a revision and an audit entry. Bulk jobs change each of their records through it.
 */
export async function updateRecord<S extends ResourceSchema, P extends string, Rec extends { id: number }>(
  collection: Collection<S, P, Rec>, ctx: Ctx, id: number, input: WriteOf<S> & Record<string, unknown>,
): Promise<Rec> {
  const { spec } = collection;
  const d = spec.descriptor;
  const update = spec.update;
  if (!update) throw new Error(`${d.key}: an update needs spec.update`);
  const rec = collection.find(ctx, id);
  checkRules(d, input, 'edit');
  if (d.customFields) {
    checkCustomValues(customFieldsOf(ctx, d.customFields), input.custom_fields as Record<string, string | null> | undefined, labelsOf(d));
  }
  await collection.update(ctx, rec, (edit) => update(ctx, rec, input, edit));
  return rec;
}

export function resourceHandlers<S extends ResourceSchema, P extends string, Rec extends { id: number }>(spec: ResourceSpec<S, P, Rec>): ApiHandlers {
  const collection = new Collection(spec);
  const { descriptor: d } = spec;
  const wrapper = wrapperOf(d.schema);
  const inputOf = (body: Record<string, unknown>) => body[wrapper] as WriteOf<S> & Record<string, unknown>;
  const labels = labelsOf(d);
  /** The form's rules, then the custom field values (shell §3) of a resource that has them. */
  const checked = (c: Request, variant: 'create' | 'edit') => {
    const input = inputOf(c.body);
    checkRules(d, input, variant);
    if (d.customFields) checkCustomValues(customFieldsOf(c, d.customFields), input.custom_fields as Record<string, string | null> | undefined, labels);
    return input;
  };
  const missing = (hook: string): never => { throw new Error(`${d.key}: an operation needs spec.${hook}`); };
  for (const id of d.serverFilters ?? []) if (!spec.serverFilters?.[id]) missing(`serverFilters.${id}`);
  if (d.scope === 'organization' && !spec.organizationOf) missing('organizationOf');
  const kinds: readonly OperationKind[] = d.api.operations;
  if ((kinds.includes('create') || kinds.includes('update')) && !spec.sample) missing('sample');

  const handlers: Record<OperationKind, Handler> = {
    list: (c) => collection.page(collection.query(c, c.query), c.query.page, c.query.per_page),
    get: (c) => collection.row(c, collection.find(c, c.params.id)),
    create: async (c) => {
      const create = spec.create ?? missing('create');
      const organizationWide = d.scope === 'organization';
      if (!organizationWide && (!c.query.division_id || c.query.division_id === '*')) {
        throw badRequest('query.division_id', 'single', `a ${d.labels.singular.toLowerCase()} is created in one division: division_id must name it`);
      }
      const input = checked(c, 'create');
      const rec = create(c, input, organizationWide ? Number.NaN : Number(c.query.division_id));
      // A password is never recorded, whatever the resource.
      const secret = new Set(d.form.filter((f) => f.input === 'password').map((f): string => f.name));
      const sent = Object.entries(input).filter(([name, v]) => v !== undefined && !secret.has(name));
      await collection.created(c, rec, spec.createdFields?.(c, rec) ?? Object.fromEntries(sent));
      return collection.row(c, rec);
    },
    update: async (c) => {
      if (!spec.update) missing('update');
      return collection.row(c, await updateRecord(collection, c, c.params.id, inputOf(c.body)));
    },
    delete: async (c) => {
      const remove = spec.remove ?? missing('remove');
      const rec = collection.find(c, c.params.id);
      remove(c, rec);
      await collection.removed(c, rec);
      return undefined;
    },
    exportCsv: (c) => exportCsv(c, collection, c.query, c.reply),
    dropdown: (c) => {
      const options = spec.dropdowns?.[c.query.field ?? ''] ?? missing(`dropdowns.${c.query.field}`);
      return options(c, new Set(c.auth.divisions(c.query.division_id)), c.query.q);
    },
    revisions: (c) => revisionsOf(c, spec, collection.find(c, c.params.id)),
  };
  const hooks = { create: 'create', update: 'update', delete: 'remove', dropdown: 'dropdowns' } as const;
  for (const kind of d.api.operations) if (kind in hooks && !spec[hooks[kind as keyof typeof hooks]]) missing(hooks[kind as keyof typeof hooks]);
  const ids = operationIds(d.schema, d.plural);
  // A saved view of this table is checked as its list call checks the query (table-query.ts).
  if (kinds.includes('list')) registerTable(d.key, { list: ids.list, collection });
  // The one cast: the ids are computed, so TypeScript cannot tie each to its operation's types;
  // the contract (request and response validation) checks every call instead.
  return Object.fromEntries(d.api.operations.map((kind) => [ids[kind], handlers[kind]])) as ApiHandlers;
}
