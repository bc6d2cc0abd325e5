// A table's CSV export as a background job: the same rows, columns and masking as the table's
// streamed export (resources/csv.ts) for the requester, written slice by slice into a file kept
// with the job until a restart; only the requester downloads it.
import { logEntries, patients } from '@bedside/resources';
import type { components } from '@bedside/openapi/api';
import { ApiError } from '../api-error.ts';
import { checkOwnDivision } from '../auth/context.ts';
import { logEntrySpec } from '../api/log-entries.ts';
import { patientCollection } from '../api/patients.ts';
import { Collection } from '../resources/collection.ts';
import { prepareCsv } from '../resources/csv.ts';
import type { Ctx } from '../resources/spec.ts';
import type { JobWork } from './runner.ts';

/** Rows written between two turns of the event loop: a slice of a patients export takes about 20 ms. */
const SLICE_ROWS = 200;

type ExportRequest = components['schemas']['CsvExportJobWrite']['csv_export'];
export type ExportTable = ExportRequest['table'];

// The tables the contract lets a job export, with the collection their own export reads.
const tables = {
  patients: { descriptor: patients, collection: patientCollection },
  log_entries: { descriptor: logEntries, collection: new Collection(logEntrySpec) },
} as const;

/** The table's own export permission (its exportCsv's x-permission): 403 without it. */
export function checkExportAllowed(ctx: Ctx, table: ExportTable): void {
  const { permission, labels } = tables[table].descriptor;
  if (!ctx.auth.can(permission.view ?? 'View', permission.resource)) {
    throw new ApiError(403, `Exporting ${labels.plural} needs ${permission.view ?? 'View'} ${permission.resource}`, 'forbidden');
  }
}

export const exportTitle = (table: ExportTable) => `${tables[table].descriptor.labels.plural} CSV export`;

/** Reads the rows as the table's export would (a bad filter or column is a 400 here, at the start). */
function prepare(ctx: Ctx, request: ExportRequest) {
  const { table, filters, order_by, columns, division_id } = request;
  checkExportAllowed(ctx, table);
  checkOwnDivision(ctx.auth, division_id);
  // Either table's collection: prepareCsv reads only what every collection has.
  return prepareCsv(ctx, tables[table].collection as unknown as Collection<'Patient', 'Patients', { id: number }>, {
    filters: filters as Record<string, unknown> | undefined, order_by, columns, division_id,
  });
}

/** Checks a request before its job is queued: the same answer a synchronous export would give. */
export function checkExport(ctx: Ctx, request: ExportRequest): void {
  prepare(ctx, request);
}

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export const csvExportWork = (request: ExportRequest): JobWork => async (ctx, job, progress) => {
  const csv = prepare(ctx, request);
  job.total = csv.count;
  job.done = 0;
  job.failed = 0;
  job.result = null;
  progress.log(`Exporting ${csv.count} rows`);
  const parts = [csv.header];
  for (let start = 0; start < csv.count; start += SLICE_ROWS) {
    parts.push(csv.lines(start, start + SLICE_ROWS));
    await progress.advance(Math.min(SLICE_ROWS, csv.count - start));
  }
  // Named as the table's own export names its file (shell §9).
  const fileName = `table-export-${stamp(new Date())}.csv`;
  job.result = { file_name: fileName, csv: parts.join('') };
  progress.log(`Wrote ${fileName}`);
};
