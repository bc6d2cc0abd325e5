// The calls of a resource, by the contract's conventional operationIds (resources/src/types.ts
// OperationIds): the list, record, revisions, dropdown, CSV, create, update and delete of any descriptor.
import type { AnyResource, OperationKind } from '@bedside/resources';
import type { TableQuery } from '../../components/data-table/types';
import { apiCall, apiKey, apiQueryOptions, type OperationId } from '../api/api-query';
import { apiClient } from '../api/client';
import { ApiError } from '../api/api-error';

/** The conventional operationId of a kind (as the contract lint enforces it). */
export function operationId(d: AnyResource, kind: OperationKind): OperationId {
  const { schema: s, plural: p } = d;
  const ids: Record<OperationKind, string> = {
    list: `list${p}`, get: `get${s}`, create: `create${s}`, update: `update${s}`, delete: `delete${s}`,
    exportCsv: `export${p}Csv`, dropdown: `list${p}Dropdown`, revisions: `list${s}Revisions`,
  };
  return ids[kind] as OperationId;
}

export type DropdownOption = { name?: string; key?: string; value?: string };
export type Revision = { id: number; action: string; audited_changes: Record<string, unknown>; username: string; created_at: string };

// Inside this file the operation is chosen at run time, so its params and answers are loose; each
// function states what the contract answers for every resource (a page, a record, revisions).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Loose = any;

export function resourceApi<Row extends { id: number }>(d: AnyResource) {
  const id = (kind: OperationKind) => operationId(d, kind);
  return {
    listOptions: (query: TableQuery, divisionId: string) => apiQueryOptions(id('list'), {
      page: query.page, per_page: query.per_page, order_by: query.order_by, filters: query.filters, division_id: divisionId,
    } as Loose) as unknown as { queryKey: readonly unknown[]; queryFn: () => Promise<{ results: Row[]; metadata: { count: number; per_page: number } }> },
    /** The prefix of every cached page of the list. */
    listKey: () => apiKey(id('list')).slice(0, 2),
    getKey: (recordId: number) => apiKey(id('get'), { id: recordId } as Loose),
    getOptions: (recordId: number) => apiQueryOptions(id('get'), { id: recordId } as Loose) as unknown as { queryKey: readonly unknown[]; queryFn: () => Promise<Row> },
    revisionsOptions: (recordId: number) => apiQueryOptions(id('revisions'), { id: recordId } as Loose) as unknown as { queryKey: readonly unknown[]; queryFn: () => Promise<Revision[]> },
    dropdownKey: (field: string, divisionId: string) => apiKey(id('dropdown'), { field, division_id: divisionId } as Loose),
    dropdown: (field: string, divisionId: string) => apiCall(id('dropdown'), { field, division_id: divisionId } as Loose) as Promise<DropdownOption[]>,
    create: (body: object, divisionId: string) => apiCall(id('create'), { division_id: divisionId } as Loose, body as Loose) as Promise<Row>,
    update: (recordId: number, body: object) => apiCall(id('update'), { id: recordId } as Loose, body as Loose) as Promise<Row>,
    remove: (recordId: number) => apiCall(id('delete'), { id: recordId } as Loose) as Promise<unknown>,
    /** Every matching record as CSV (the server streams it), in the given columns' order. */
    exportCsv: async (query: TableQuery, columns: string[], divisionId: string): Promise<Blob> => {
      const get = apiClient().GET as unknown as (path: string, init: object) => Promise<{ data?: Blob; response: Response }>;
      const { data, response } = await get(`${d.api.base}/export.csv`, {
        params: { query: { order_by: query.order_by, filters: query.filters, columns, division_id: divisionId } }, parseAs: 'blob',
      });
      if (!response.ok || !data) throw new ApiError(response.status, undefined);
      return data;
    },
  };
}

export type ResourceApi<Row extends { id: number }> = ReturnType<typeof resourceApi<Row>>;

/** The inner key of `SWrite` (`VideoDevice` → `video_device`), where the server names fields `body.{w}.{name}`. */
export function writeKey(d: AnyResource): string {
  return d.schema.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}
