// Background jobs (System, Background Jobs; Manage System, checked by the contract's x-permission):
// the list, a job and the CSV on the generic collection, organisation-wide; starting an export or a
// bulk discharge (each also needs the permission of what it does), Retry of a failed job, Cancel of
// a queued or running one, and the download of an export's file by its requester. The work runs in
// jobs/runner.ts; jobs live in memory only and are gone after a restart.
import type { components } from '@bedside/openapi/api';
import { backgroundJobs } from '@bedside/resources';
import { ApiError } from '../api-error.ts';
import { bulkDischargeWork, checkDischargeAllowed, dischargeTitle } from '../jobs/bulk-discharge-job.ts';
import { checkExport, csvExportWork, exportTitle } from '../jobs/csv-export-job.ts';
import { cancelJob, logLine, runJob, type JobWork } from '../jobs/runner.ts';
import { Collection } from '../resources/collection.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { Ctx, ResourceSpec } from '../resources/spec.ts';
import type { BackgroundJobParams, StoredBackgroundJob } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

type BackgroundJob = components['schemas']['BackgroundJob'];

const percentOf = (job: StoredBackgroundJob) => (job.total === 0 ? (job.status === 'succeeded' ? 100 : 0) : Math.floor((job.done * 100) / job.total));

function toRow({ services: { store } }: Ctx, job: StoredBackgroundJob): BackgroundJob {
  return {
    id: job.id, kind: job.kind, title: job.title, status: job.status,
    requested_by: { id: job.requested_by_id, name: store.usersById.get(job.requested_by_id)?.name ?? 'Unknown user' },
    done: job.done, total: job.total, failed: job.failed, percent: percentOf(job),
    created_at: job.created_at, started_at: job.started_at, finished_at: job.finished_at, result_file: job.result?.file_name ?? null,
  };
}

export const backgroundJobSpec: ResourceSpec<'BackgroundJob', 'BackgroundJobs', StoredBackgroundJob> = {
  descriptor: backgroundJobs,
  records: (store) => store.data.backgroundJobs,
  organizationOf: (job) => job.organization_id,
  toRows: (ctx, jobs) => jobs.map((job) => toRow(ctx, job)),
};

const collection = new Collection(backgroundJobSpec);

/** The work of a run: everything on the first, a bulk job's failed items on a retry. */
function workOf(params: BackgroundJobParams, retry: readonly number[] | null): JobWork {
  if (params.kind === 'csv_export') return csvExportWork(params.request);
  return bulkDischargeWork(retry ?? params.patient_ids);
}

function start(ctx: Ctx, params: BackgroundJobParams, title: string, total: number): BackgroundJob {
  const { store } = ctx.services;
  const job: StoredBackgroundJob = {
    id: store.nextId('backgroundJobs'), kind: params.kind, title, status: 'queued', organization_id: ctx.auth.user.organization_id,
    requested_by_id: ctx.auth.user.id, params, done: 0, total, failed: 0, failed_ids: [], log: [], result: null, cancel_requested: false,
    created_at: new Date().toISOString(), started_at: null, finished_at: null,
  };
  store.data.backgroundJobs.push(job);
  logLine(job, 'info', `Requested by ${ctx.auth.user.name}`);
  runJob(ctx.services, job, workOf(params, null));
  return toRow(ctx, job);
}

export const backgroundJobHandlers: ApiHandlers = {
  ...resourceHandlers(backgroundJobSpec),
  getBackgroundJob: (c) => {
    const job = collection.find(c, c.params.id);
    return { ...toRow(c, job), log: job.log };
  },
  startCsvExportJob: (c) => {
    const request = c.body.csv_export;
    // A bad filter, column or division answers now, as the table's own export would.
    checkExport(c, request);
    return start(c, { kind: 'csv_export', request }, exportTitle(request.table), 0);
  },
  startBulkDischargeJob: (c) => {
    checkDischargeAllowed(c);
    const ids = c.body.bulk_discharge.patient_ids;
    return start(c, { kind: 'bulk_discharge', patient_ids: ids }, dischargeTitle(ids.length), ids.length);
  },
  retryBackgroundJob: (c) => {
    const job = collection.find(c, c.params.id);
    if (job.status !== 'failed') throw new ApiError(409, `Only a failed job can be retried; this one is ${job.status}`, 'job_not_failed');
    const retry = job.kind === 'bulk_discharge' ? [...job.failed_ids] : null;
    logLine(job, 'info', `Retried by ${c.auth.user.name}${retry ? `: ${retry.length} failed ${retry.length === 1 ? 'item' : 'items'}` : ''}`);
    runJob(c.services, job, workOf(job.params, retry));
    return toRow(c, job);
  },
  cancelBackgroundJob: (c) => {
    const job = collection.find(c, c.params.id);
    if (job.status !== 'queued' && job.status !== 'running') throw new ApiError(409, `Only a queued or running job can be cancelled; this one is ${job.status}`, 'job_not_running');
    logLine(job, 'info', `Cancelled by ${c.auth.user.name}`);
    cancelJob(c.services, job);
    return toRow(c, job);
  },
  downloadBackgroundJobResult: (c) => {
    const job = collection.find(c, c.params.id);
    if (!job.result) throw new ApiError(409, 'This job has no file to download', 'job_no_result');
    // The file holds what its requester may read, masked per their mask_phi: theirs alone.
    if (job.requested_by_id !== c.auth.user.id) throw new ApiError(403, 'Only the user who started this export can download its file', 'forbidden');
    c.reply.hijack();
    c.reply.raw.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8', 'cache-control': 'no-store', 'content-disposition': `attachment; filename="${job.result.file_name}"`,
    });
    c.reply.raw.end(job.result.csv);
    return undefined;
  },
};
