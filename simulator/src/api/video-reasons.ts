// GET /video_reasons/dropdown: the reasons a clinician picks from before a video visit. A fixed
// catalogue: the simulator's hospital has no admin screen for them.
import type { components } from '@bedside/openapi/api';
import type { ApiHandlers } from './types.ts';

export const videoReasons: components['schemas']['VideoReason'][] = [
  { id: 1, name: 'Routine check-in' },
  { id: 2, name: 'Fall risk observation' },
  { id: 3, name: 'Patient request' },
  { id: 4, name: 'Family visit' },
  { id: 5, name: 'Medication follow-up' },
  { id: 6, name: 'Safety concern' },
  { id: 7, name: 'Other' },
];

export const videoReasonHandlers: ApiHandlers = {
  listVideoReasonsDropdown: () => videoReasons,
};
