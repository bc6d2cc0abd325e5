// Every resource descriptor, for the simulator's handlers and the web's routes, menu and pages.
import { featureFlags } from './feature-flags.ts';
import { groups } from './groups.ts';
import { logEntries } from './log-entries.ts';
import { customFields } from './custom-fields.ts';
import { patientMonitors } from './patient-monitors.ts';
import { patients } from './patients.ts';
import { roles } from './roles.ts';
import { rooms } from './rooms.ts';
import { staffTypes } from './staff-types.ts';
import { units } from './units.ts';
import { videoDevices } from './video-devices.ts';
import { videoReasons } from './video-reasons.ts';
import { virtualRequestTypes } from './virtual-request-types.ts';

export const resources = [videoDevices, patients, patientMonitors, rooms, units, roles, featureFlags, logEntries, videoReasons, staffTypes, customFields, virtualRequestTypes, groups] as const;

export type Resource = (typeof resources)[number];
export type ResourceKey = Resource['key'];

const byKey: ReadonlyMap<string, Resource> = new Map(resources.map((d) => [d.key, d]));

/** The descriptor with this key (`table_id` of saved views, revision category); undefined for another. */
export function resourceByKey(key: string): Resource | undefined {
  return byKey.get(key);
}

export { videoDevices, patients, patientMonitors, rooms, units, roles, featureFlags, logEntries, videoReasons, staffTypes, customFields, virtualRequestTypes, groups };
export * from './types.ts';
export * from './enum-labels.ts';
export * as rules from './rules.ts';
export * from './mask.ts';
export * from './labels/video-device.ts';
export * from './labels/patient.ts';
export * from './labels/permission.ts';
export * from './labels/staff-kind.ts';
export * from './labels/custom-field.ts';
export * from './labels/virtual-request.ts';
