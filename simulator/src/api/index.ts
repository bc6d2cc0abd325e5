// Every provider API handler, keyed by operationId.
import { adtMessageHandlers } from './adt-messages.ts';
import { auditHandlers } from './audit.ts';
import { careAssignmentHandlers } from './care-assignments.ts';
import { careTransferHandlers } from './care-transfers.ts';
import { customFieldHandlers } from './custom-fields.ts';
import { formHandlers } from './forms.ts';
import { formSubmissionHandlers } from './form-submissions.ts';
import { deviceCommandHandlers } from './device-commands.ts';
import { dynamicFieldHandlers } from './dynamic-fields.ts';
import { featureFlagHandlers } from './feature-flags.ts';
import { hospitalHandlers } from './hospitals.ts';
import { groupHandlers } from './groups.ts';
import { aimeePromptHandlers } from './aimee-prompts.ts';
import { aimeeConversationHandlers } from './aimee-conversations.ts';
import { statAlarmHandlers } from './stat-alarms.ts';
import { familyMemberHandlers } from './family-members.ts';
import { labelerHandlers } from './labelers.ts';
import { logEntryHandlers } from './log-entries.ts';
import { menuSetHandlers } from './menu-sets.ts';
import { partnerHandlers } from './partners.ts';
import { backgroundJobHandlers } from './background-jobs.ts';
import { inboundRequestHandlers } from './inbound-requests.ts';
import { deviceUptimeHandlers } from './devices-uptime.ts';
import { systemOverviewHandlers } from './system-overview.ts';
import { accessBrowserHandlers } from './access-browser.ts';
import { configurationHandlers } from './menus.ts';
import { notificationHandlers } from './notifications.ts';
import { patientMonitorActionHandlers } from './patient-monitor-actions.ts';
import { patientMonitorSpec } from './patient-monitors.ts';
import { patientHandlers } from './patients.ts';
import { preferenceHandlers } from './preferences.ts';
import { ptzPresetHandlers } from './ptz-presets.ts';
import { realtimeHandlers } from './realtime.ts';
import { roomParticipantHandlers } from './room-participants.ts';
import { roleHandlers } from './roles.ts';
import { roomHandlers } from './rooms.ts';
import { savedViewHandlers } from './saved-views.ts';
import { searchHandlers } from './search.ts';
import { staffTypeHandlers } from './staff-types.ts';
import { sessionHandlers } from './sessions.ts';
import { tableSettingHandlers } from './table-settings.ts';
import { tagHandlers } from './tags.ts';
import { healthSystemPreferenceHandlers } from './health-system-preferences.ts';
import { divisionPreferenceHandlers } from './division-preferences.ts';
import { divisionHomepageHandlers } from './division-homepages.ts';
import { pagePreferenceHandlers } from './page-preferences.ts';
import { timelineHandlers } from './timeline.ts';
import type { ApiHandlers } from './types.ts';
import { unitHandlers } from './units.ts';
import { userAccountHandlers } from './user-accounts.ts';
import { userHandlers } from './users.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import { videoDeviceFrameHandlers } from './video-device-frames.ts';
import { videoDevicePickerHandlers } from './video-device-picker.ts';
import { videoDeviceSpec } from './video-devices.ts';
import { videoMetricHandlers } from './video-metrics.ts';
import { videoReasonHandlers } from './video-reasons.ts';
import { videoHandlers } from './videos.ts';
import { virtualRequestTypeHandlers } from './virtual-request-types.ts';
import { virtualRequestActionHandlers } from './virtual-request-actions.ts';
import { virtualRequestSpec } from './virtual-requests.ts';

export const apiHandlers: ApiHandlers = {
  ...userHandlers,
  ...careAssignmentHandlers,
  ...careTransferHandlers,
  ...configurationHandlers,
  ...notificationHandlers,
  ...searchHandlers,
  ...preferenceHandlers,
  ...tableSettingHandlers,
  ...savedViewHandlers,
  ...auditHandlers,
  ...realtimeHandlers,
  ...sessionHandlers,
  ...resourceHandlers(videoDeviceSpec),
  ...videoDeviceFrameHandlers,
  ...videoDevicePickerHandlers,
  ...videoHandlers,
  ...videoReasonHandlers,
  ...videoMetricHandlers,
  ...deviceCommandHandlers,
  ...patientHandlers,
  ...resourceHandlers(patientMonitorSpec),
  ...patientMonitorActionHandlers,
  ...timelineHandlers,
  ...dynamicFieldHandlers,
  ...roomHandlers,
  ...roleHandlers,
  ...featureFlagHandlers,
  ...logEntryHandlers,
  ...inboundRequestHandlers,
  ...adtMessageHandlers,
  ...deviceUptimeHandlers,
  ...systemOverviewHandlers,
  ...accessBrowserHandlers,
  ...customFieldHandlers,
  ...formHandlers,
  ...formSubmissionHandlers,
  ...menuSetHandlers,
  ...partnerHandlers,
  ...backgroundJobHandlers,
  ...unitHandlers,
  ...staffTypeHandlers,
  ...userAccountHandlers,
  ...hospitalHandlers,
  ...tagHandlers,
  ...healthSystemPreferenceHandlers,
  ...divisionPreferenceHandlers,
  ...divisionHomepageHandlers,
  ...pagePreferenceHandlers,
  ...virtualRequestTypeHandlers,
  ...resourceHandlers(virtualRequestSpec),
  ...virtualRequestActionHandlers,
  ...groupHandlers,
  ...aimeePromptHandlers,
  ...aimeeConversationHandlers,
  ...statAlarmHandlers,
  ...familyMemberHandlers,
  ...labelerHandlers,
  ...ptzPresetHandlers,
  ...roomParticipantHandlers,
};
