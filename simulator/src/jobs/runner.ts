// Runs background jobs in the simulator process, off the request that started them: the work goes
// in slices, and between slices it yields to the event loop (setImmediate), so that requests keep
// being answered while a 10,000-row export runs. Jobs are kept in memory only; a restart (or a
// store reset) forgets them. Each change is published as background-job-updated on the hospital
// channel of the requester (progress at most every PROGRESS_MS), carrying no names.
import { ApiError } from '../api-error.ts';
import { createAuthContext } from '../auth/context.ts';
import { hospitalChannel } from '../realtime/channels.ts';
import { nextTurn } from '../resources/csv.ts';
import type { Ctx } from '../resources/spec.ts';
import type { Services } from '../services.ts';
import type { StoredBackgroundJob } from '../store/types.ts';

const PROGRESS_MS = 250;
/** The log keeps its last lines: a bulk job of 1,000 failing items must not grow without bound. */
const LOG_LINES = 500;

/** How a job's work reports: a slice done, an item failed, a line for the log. */
export interface JobProgress {
  /** Counts `items` as done, yields to the event loop, publishes progress; throws once cancelled. */
  advance(items: number): Promise<void>;
  /** Cancel was asked for: stop before the next item (advance then throws). */
  readonly cancelled: boolean;
  /** Notes an item that could not be done (Retry runs it again) with the log line saying why. */
  fail(id: number, line: string): void;
  log(message: string): void;
}

/** A job's work, run as its requester; it sets `job.total` before the first advance. */
export type JobWork = (ctx: Ctx, job: StoredBackgroundJob, progress: JobProgress) => Promise<void>;

class Cancelled extends Error {}

export function logLine(job: StoredBackgroundJob, level: 'info' | 'error', message: string): void {
  job.log.push({ at: new Date().toISOString(), level, message });
  if (job.log.length > LOG_LINES) job.log.splice(0, job.log.length - LOG_LINES);
}

const lastPublished = new WeakMap<StoredBackgroundJob, number>();

/** background-job-updated for the job; progress only every PROGRESS_MS, a change of status always. */
export function publishJob(services: Services, job: StoredBackgroundJob, always = true): void {
  const now = Date.now();
  if (!always && now - (lastPublished.get(job) ?? 0) < PROGRESS_MS) return;
  lastPublished.set(job, now);
  const hospitalId = services.store.usersById.get(job.requested_by_id)?.hospital_id;
  if (hospitalId === undefined) return;
  const { id, status, done, total } = job;
  // A realtime outage must not stop the job: screens fall back to polling while their socket is down.
  services.publisher.publish(hospitalChannel(hospitalId), 'background-job-updated', { background_job_id: id, status, done, total }).catch(() => undefined);
}

/**
 * The job's requester as they stand now (their role, divisions and mask_phi): a job, and a retry of
 * it by another administrator, does what its requester may do, and writes its revisions in their name.
 */
function requesterCtx(services: Services, job: StoredBackgroundJob): Ctx {
  const user = services.store.usersById.get(job.requested_by_id);
  if (!user) throw new ApiError(404, `User ${job.requested_by_id} not found`, 'not_found');
  return { auth: createAuthContext(user, services.store.roleOf(user), null), services };
}

/** Queues the job and runs its work on a later turn of the event loop. */
export function runJob(services: Services, job: StoredBackgroundJob, work: JobWork): void {
  job.status = 'queued';
  job.cancel_requested = false;
  job.finished_at = null;
  publishJob(services, job);
  setImmediate(() => void execute(services, job, work));
}

/**
 * Cancelled at once: the work runs only between turns of the event loop, and checks the flag on
 * its next turn before touching another item, so nothing more is done once this returns.
 */
export function cancelJob(services: Services, job: StoredBackgroundJob): void {
  job.cancel_requested = true;
  finish(services, job, 'cancelled');
}

async function execute(services: Services, job: StoredBackgroundJob, work: JobWork): Promise<void> {
  if (job.cancel_requested) return;
  job.status = 'running';
  job.started_at = new Date().toISOString();
  publishJob(services, job);
  const progress: JobProgress = {
    advance: async (items) => {
      job.done = Math.min(job.total, job.done + items);
      publishJob(services, job, false);
      await nextTurn();
      if (job.cancel_requested) throw new Cancelled();
    },
    get cancelled() { return job.cancel_requested; },
    fail: (id, line) => {
      job.failed += 1;
      job.failed_ids.push(id);
      logLine(job, 'error', line);
    },
    log: (message) => logLine(job, 'info', message),
  };
  try {
    await work(requesterCtx(services, job), job, progress);
    finish(services, job, job.failed > 0 ? 'failed' : 'succeeded');
  } catch (error) {
    // cancelJob finished the job already.
    if (error instanceof Cancelled) return;
    logLine(job, 'error', error instanceof Error ? error.message : String(error));
    finish(services, job, 'failed');
  }
}

function finish(services: Services, job: StoredBackgroundJob, status: 'succeeded' | 'failed' | 'cancelled'): void {
  job.status = status;
  job.finished_at = new Date().toISOString();
  const summary = { succeeded: 'Finished', failed: job.failed > 0 ? `Finished with ${job.failed} failed` : 'Stopped', cancelled: 'Cancelled' }[status];
  logLine(job, status === 'failed' ? 'error' : 'info', `${summary}: ${job.done - job.failed} of ${job.total} done`);
  publishJob(services, job);
}
