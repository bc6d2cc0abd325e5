// What a person reads for the Monitoring screens' enum values.
import type { components } from '@bedside/openapi/api';
import { labels } from '../enum-labels.ts';
import type { Tone } from '../types.ts';

type Schemas = components['schemas'];

export const requestMethod = labels('RequestMethod', { GET: 'GET', POST: 'POST', PUT: 'PUT', PATCH: 'PATCH', DELETE: 'DELETE', HEAD: 'HEAD', OPTIONS: 'OPTIONS', OTHER: 'Other' });

export const statusClass = labels('StatusClass', { '1xx': '1xx Informational', '2xx': '2xx Success', '3xx': '3xx Redirect', '4xx': '4xx Client error', '5xx': '5xx Server error' });

export const statusClassTones: Readonly<Record<Schemas['StatusClass'], Tone>> = { '1xx': 'neutral', '2xx': 'success', '3xx': 'info', '4xx': 'warning', '5xx': 'danger' };

export const uptimeWindow = labels('UptimeWindow', { '24h': 'Last 24 hours', '7d': 'Last 7 days' });

export const adtAckCode = labels('AdtAckCode', { AA: 'AA Accepted', AE: 'AE Error', AR: 'AR Rejected' });

export const adtAckCodeTones: Readonly<Record<Schemas['AdtAckCode'], Tone>> = { AA: 'success', AE: 'warning', AR: 'danger' };

export const adtParseStatus = labels('AdtParseStatus', { parsed: 'Parsed', unparseable: 'Unparseable' });

export const adtParseStatusTones: Readonly<Record<Schemas['AdtParseStatus'], Tone>> = { parsed: 'neutral', unparseable: 'danger' };
