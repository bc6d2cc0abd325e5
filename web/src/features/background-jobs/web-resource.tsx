// Background jobs on the generic list page: each row's progress bar, its actions (log, Cancel,
// Retry, Download), and the polling fallback above the list while realtime is down.
import { backgroundJobs } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import type { BackgroundJob } from './api/background-jobs';
import { JobActions } from './components/job-actions';
import { JobProgress } from './components/job-progress';
import { JobsLiveUpdates } from './components/live-updates';

export const backgroundJobsWeb: WebResource<BackgroundJob> = {
  descriptor: backgroundJobs,
  cells: { progress: (row) => <JobProgress row={row} /> },
  RowActions: JobActions,
  ListExtras: JobsLiveUpdates,
};
