// Discharging the selected patients as a background job: each patient as a single edit of its
// status would discharge them (updateRecord: their divisions, Edit Patient, the patient rules, a
// revision and an audit entry). A patient that cannot be discharged (a running monitor, another
// division's) is logged with the reason and the others go on; Retry runs those again.
import { ApiError } from '../api-error.ts';
import { patientCollection } from '../api/patients.ts';
import { updateRecord } from '../resources/handlers.ts';
import type { Ctx } from '../resources/spec.ts';
import type { JobWork } from './runner.ts';

/** Patients discharged between two turns of the event loop. */
const SLICE = 25;

export function checkDischargeAllowed(ctx: Ctx): void {
  if (!ctx.auth.can('Edit', 'Patient')) throw new ApiError(403, 'Discharging patients needs Edit Patient', 'forbidden');
}

export const dischargeTitle = (count: number) => `Discharge ${count} ${count === 1 ? 'patient' : 'patients'}`;

/** `ids`: the patients of this run (all of them, or a retry's failed ones). */
export const bulkDischargeWork = (ids: readonly number[]): JobWork => async (ctx, job, progress) => {
  checkDischargeAllowed(ctx);
  job.done = job.total - ids.length;
  job.failed = 0;
  job.failed_ids = [];
  progress.log(`Discharging ${ids.length} ${ids.length === 1 ? 'patient' : 'patients'}`);
  for (let start = 0; start < ids.length; start += SLICE) {
    let handled = 0;
    for (const id of ids.slice(start, start + SLICE)) {
      if (progress.cancelled) break;
      handled += 1;
      try {
        await updateRecord(patientCollection, ctx, id, { status: 'discharged' });
      } catch (error) {
        // 400s and 404s say why in words a person can act on; anything else is a fault of ours.
        if (!(error instanceof ApiError)) throw error;
        const rule = error.details?.[0]?.message;
        progress.fail(id, rule ? `Patient ${id}: ${rule}` : error.message);
      }
    }
    await progress.advance(handled);
  }
};
