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
      const answers = await Promise.all(pieces.map((monitorIds) => apiCall('listPatientMonitorAcuityScores', { division_id: division, monitor_ids: monitorIds }, undefined, signal)));
      return Object.assign({}, ...answers) as Scores;
    },
    enabled: ids.length > 0,
    meta: { handlesErrors: true },
  });
}
