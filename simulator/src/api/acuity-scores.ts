// GET /patient_monitors/acuity_scores (live video spec §7): a score by monitor id for the Patient
// Central tiles. The provider's model is not shown; the simulator's score is drawn from the store's
// seed and the monitor id, so it is the same on every call, run after run. Monitors the caller may
// not see are left out, exactly like ids that do not exist.
import { createRng } from '../store/prng.ts';
import type { ApiHandlers } from './types.ts';

const ACUITY_SALT = 0x0ac0_17e5;

export function acuityScore(seedValue: number, monitorId: number): number {
  return createRng(seedValue ^ ACUITY_SALT ^ Math.imul(monitorId, 0x9e37_79b1)).int(1, 5);
}

export const acuityScoreHandlers: ApiHandlers = {
  listPatientMonitorAcuityScores: ({ auth, services, query }) => {
    const divisions = new Set(auth.divisions(query.division_id).filter((id) => auth.user.division_ids.includes(id)));
    const wanted = new Set(query.monitor_ids.split(',').map(Number));
    const { store } = services;
    const scores: Record<string, number> = {};
    for (const monitor of store.data.monitors) {
      if (wanted.has(monitor.id) && divisions.has(monitor.division_id)) scores[monitor.id] = acuityScore(store.data.seed, monitor.id);
    }
    return scores;
  },
};
