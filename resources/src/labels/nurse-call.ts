// What a person reads for a nurse call (issue 13 item 4): its call type, the priority each type
// raises its virtual request at, its outcome, and a response time.
import { labels } from '../enum-labels.ts';
import type { components } from '@bedside/openapi/api';
import type { Tone } from '../types.ts';

type Schemas = components['schemas'];

export const nurseCallType = labels('NurseCallType', {
  patient_call: 'Patient Call',
  bed_exit: 'Bed Exit',
  bath_call: 'Bath/Toilet Call',
  staff_assist: 'Staff Assist',
  code_blue: 'Code Blue',
});

/** The priority each call type raises its request at, as a nurse call system ranks them. */
export const nurseCallPriority: Readonly<Record<Schemas['NurseCallType'], Schemas['VirtualRequestPriority']>> = {
  patient_call: 'low',
  bed_exit: 'medium',
  bath_call: 'medium',
  staff_assist: 'high',
  code_blue: 'high',
};

export const nurseCallOutcome = labels('NurseCallOutcome', {
  open: 'Open',
  accepted: 'Accepted',
  dismissed: 'Dismissed',
  denied: 'Denied',
  unanswered: 'Unanswered',
});

export const nurseCallOutcomeTones: Readonly<Record<Schemas['NurseCallOutcome'], Tone>> = {
  open: 'info', accepted: 'success', dismissed: 'neutral', denied: 'danger', unanswered: 'warning',
};

/** Seconds as a person reads a wait: "45 s", "2 min 5 s", "1 h 3 min". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`;
  const minutes = Math.floor((s % 3600) / 60);
  return minutes === 0 ? `${Math.floor(s / 3600)} h` : `${Math.floor(s / 3600)} h ${minutes} min`;
}
