// The calls of background jobs beyond the generic list: start an export or a bulk discharge,
// retry, cancel, read one job with its log, and download an export's file.
import type { components } from '@bedside/openapi/api';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryOptions } from '../../../lib/api/api-query';
import { unwrap } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { TableQuery } from '../../../components/data-table/types';

export type BackgroundJob = components['schemas']['BackgroundJob'];
export type ExportTable = components['schemas']['CsvExportJobWrite']['csv_export']['table'];

/** The tables whose export the contract lets a job run. */
export const exportTables: readonly ExportTable[] = ['patients', 'log_entries'];
export const isExportTable = (key: string): key is ExportTable => (exportTables as readonly string[]).includes(key);

/** Every cached list page and job: realtime events and actions refresh them all. */
const jobsPrefix = ['get', '/background_jobs'] as const;

export function backgroundJobChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: jobsPrefix });
}

export const jobOptions = (id: number) => apiQueryOptions('getBackgroundJob', { id });

export function startExport(table: ExportTable, query: TableQuery, columns: string[], divisionId: string) {
  const request = { table, filters: query.filters, order_by: query.order_by, columns, division_id: divisionId };
  // The filters are the table's own (its URL state); the contract checks them against the table's filter schema.
  return apiCall('startCsvExportJob', {}, { csv_export: request as components['schemas']['CsvExportJobWrite']['csv_export'] });
}

export const startBulkDischarge = (patientIds: readonly number[]) => apiCall('startBulkDischargeJob', {}, { bulk_discharge: { patient_ids: [...patientIds] } });
export const retryJob = (id: number) => apiCall('retryBackgroundJob', { id });
export const cancelJob = (id: number) => apiCall('cancelBackgroundJob', { id });

export async function downloadResult(id: number): Promise<Blob> {
  const result = await apiClient().GET('/background_jobs/{id}/result.csv', { params: { path: { id } }, parseAs: 'blob' });
  // A refusal's error text (only the requester downloads) is shown as the server wrote it.
  return unwrap(result) as unknown as Blob;
}
