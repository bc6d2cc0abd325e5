// What a person reads for a patient's and a monitor's enum values.
import type { components } from '@bedside/openapi/api';
import { labels } from '../enum-labels.ts';
import type { Tone } from '../types.ts';

type Schemas = components['schemas'];

export const patientStatus = labels('PatientStatus', { active: 'Active', discharged: 'Discharged' });

// Shell §5: an active patient shows green, any other status red.
export const patientStatusTones: Readonly<Record<Schemas['PatientStatus'], Tone>> = { active: 'success', discharged: 'danger' };

export const monitorStatus = labels('MonitorStatus', {
  stopped: 'Stopped',
  pending: 'Pending',
  active: 'Active',
  paused: 'Paused',
  created: 'Created',
});

// Shell §5: stopped danger, pending info, active success, paused warning; 'created' (search only) neutral.
export const monitorStatusTones: Readonly<Record<Schemas['MonitorStatus'], Tone>> = {
  stopped: 'danger',
  pending: 'info',
  active: 'success',
  paused: 'warning',
  created: 'neutral',
};

export const monitorEventKind = labels('MonitorEventKind', {
  created: 'Created',
  started: 'Started',
  paused: 'Paused',
  resumed: 'Resumed',
  stopped: 'Stopped',
  moved: 'Device changed',
});

export const timelineKind = labels('TimelineKind', {
  admitted: 'Admitted',
  discharged: 'Discharged',
  record_changed: 'Record changed',
  monitor_created: 'Monitor created',
  monitor_started: 'Monitoring started',
  monitor_paused: 'Monitoring paused',
  monitor_resumed: 'Monitoring resumed',
  monitor_stopped: 'Monitoring stopped',
  monitor_moved: 'Monitor moved',
  video_visit: 'Video visit',
  talk: 'Talk session',
  alarm: 'Alarm',
});

/** Reasons offered when pausing a monitor (the contract's PauseReason examples first); any other text is allowed. */
export const commonPauseReasons = ['Patient care', 'Patient privacy', 'Procedure', 'Bathing', 'Family visit', 'Off unit for test'] as const;
