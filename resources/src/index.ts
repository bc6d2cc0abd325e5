// Every resource descriptor, for the simulator's handlers and the web's routes, menu and pages.
import { featureFlags } from './feature-flags.ts';
import { hospitals } from './hospitals.ts';
import { healthSystemPreferences } from './health-system-preferences.ts';
import { divisionPreferences } from './division-preferences.ts';
import { divisionHomepages } from './division-homepages.ts';
import { pagePreferences } from './page-preferences.ts';
import { groups } from './groups.ts';
import { logEntries } from './log-entries.ts';
import { menuSets } from './menu-sets.ts';
import { inboundRequests } from './inbound-requests.ts';
import { adtMessages } from './adt-messages.ts';
import { devicesUptime } from './devices-uptime.ts';
import { customFields } from './custom-fields.ts';
import { dynamicFieldValues } from './dynamic-field-values.ts';
import { partners } from './partners.ts';
import { patientMonitors } from './patient-monitors.ts';
import { patients } from './patients.ts';
import { roles } from './roles.ts';
import { rooms } from './rooms.ts';
import { savedViews } from './saved-views.ts';
import { staffTypes } from './staff-types.ts';
import { tags } from './tags.ts';
import { units } from './units.ts';
import { users } from './users.ts';
import { videoDevices } from './video-devices.ts';
import { videoReasons } from './video-reasons.ts';
import { forms } from './forms.ts';
import { virtualRequestTypes } from './virtual-request-types.ts';
import { aimeePrompts } from './aimee-prompts.ts';
import { aimeeConversations } from './aimee-conversations.ts';
import { familyMembers } from './family-members.ts';
import { labelers } from './labelers.ts';
import { virtualRequests } from './virtual-requests.ts';
import { careAssignments } from './care-assignments.ts';
import { backgroundJobs } from './background-jobs.ts';
import { nurseCalls } from './nurse-calls.ts';

export const resources = [videoDevices, patients, patientMonitors, rooms, units, roles, featureFlags, logEntries, videoReasons, staffTypes, customFields, users, savedViews, dynamicFieldValues, hospitals, tags, menuSets, inboundRequests, devicesUptime, virtualRequestTypes, groups, forms, healthSystemPreferences, divisionPreferences, divisionHomepages, pagePreferences, aimeePrompts, familyMembers, labelers, partners, adtMessages, virtualRequests, careAssignments, backgroundJobs, nurseCalls, aimeeConversations] as const;

export type Resource = (typeof resources)[number];
export type ResourceKey = Resource['key'];

const byKey: ReadonlyMap<string, Resource> = new Map(resources.map((d) => [d.key, d]));

/** The descriptor with this key (`table_id` of saved views, revision category); undefined for another. */
export function resourceByKey(key: string): Resource | undefined {
  return byKey.get(key);
}

export { videoDevices, patients, patientMonitors, rooms, units, roles, featureFlags, logEntries, videoReasons, staffTypes, customFields, users, savedViews, dynamicFieldValues, hospitals, tags, menuSets, inboundRequests, devicesUptime, virtualRequestTypes, groups, forms, healthSystemPreferences, divisionPreferences, divisionHomepages, pagePreferences, aimeePrompts, familyMembers, labelers, partners, adtMessages,virtualRequests,careAssignments,backgroundJobs,nurseCalls, aimeeConversations };
export { fieldWrite, type FormFieldWrite } from './forms.ts';
export * from './form-values.ts';
export { avatarColor, timeFormat } from './users.ts';
export { linkCount, itemWrite } from './menu-sets.ts';
export * from './types.ts';
export * from './enum-labels.ts';
export * as rules from './rules.ts';
export * from './mask.ts';
export * from './mask-text.ts';
export { sayDate, sayDigits, sayDigitsInPairs } from './spoken-numbers.ts';
export * from './labels/video-device.ts';
export * from './labels/patient.ts';
export * from './labels/permission.ts';
export * from './labels/staff-kind.ts';
export * from './labels/custom-field.ts';
export * from './labels/division.ts';
export * from './labels/page-kind.ts';
export * from './labels/background-job.ts';
export * from './labels/monitoring.ts';
export * from './labels/virtual-request.ts';
export * from './labels/nurse-call.ts';
export * from './labels/aimee.ts';
export * from './labels/people.ts';
export * from './labels/partner.ts';
export * from './cell-format.ts';
export * from './infinity-watch.ts';
