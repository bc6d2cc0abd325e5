// What a person reads for a background job's kind and status (System, Background Jobs).
import type { components } from '@bedside/openapi/api';
import { labels } from '../enum-labels.ts';
import type { Tone } from '../types.ts';

type Schemas = components['schemas'];

export const backgroundJobKind = labels('BackgroundJobKind', { csv_export: 'CSV export', bulk_discharge: 'Bulk discharge' });

export const backgroundJobStatus = labels('BackgroundJobStatus', {
  queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed', cancelled: 'Cancelled',
});

export const backgroundJobStatusTones: Readonly<Record<Schemas['BackgroundJobStatus'], Tone>> = {
  queued: 'neutral', running: 'info', succeeded: 'success', failed: 'danger', cancelled: 'warning',
};
