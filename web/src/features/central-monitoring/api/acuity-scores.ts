// The wall's acuity scores (live-video §7), asked in pieces of the contract's 100 ids: a wall of
// more monitors asked once with all of them and was refused, every tile without its score.
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiKey, type ResultOf } from '../../../lib/api/api-query';

type Scores = ResultOf<'listPatientMonitorAcuityScores'>;
const MAX_IDS = 100;

export function acuityScoresQueryOptions(division: string, ids: readonly number[]) {
  const params = { division_id: division, monitor_ids: ids.join(',') };
  return queryOptions({
    queryKey: apiKey('listPatientMonitorAcuityScores', params),
    queryFn: async ({ signal }): Promise<Scores> => {
      const pieces = [];
      for (let start = 0; start < ids.length; start += MAX_IDS) pieces.push(ids.slice(start, start + MAX_IDS).join(','));
      const answers = await Promise.allSettled(pieces.map((monitorIds) => apiCall('listPatientMonitorAcuityScores', { division_id: division, monitor_ids: monitorIds }, undefined, signal)));
      // A piece that failed leaves its tiles without a score, not every tile.
      const scored = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      if (scored.length === 0 && answers[0]?.status === 'rejected') throw answers[0].reason;
      return Object.assign({}, ...scored) as Scores;
    },
    enabled: ids.length > 0,
    meta: { handlesErrors: true },
  });
}
