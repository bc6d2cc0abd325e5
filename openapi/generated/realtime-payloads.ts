// Generated from the contract by `npm run gen:api`. Do not edit by hand.

import type { components } from './realtime.ts';

type EventMap = components['schemas']['EventMap'];
export type PayloadType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array';

/** One field of a payload: its JSON types and, when the contract gives them, its values, format, length and items. */
export interface FieldRule {
  readonly type: readonly PayloadType[];
  readonly enum?: readonly unknown[];
  readonly format?: 'date-time';
  readonly minLength?: number;
  readonly items?: FieldRule;
}

/** An event's data: an object with these fields (others allowed unless closed). */
export interface PayloadRule<T> {
  readonly required: readonly (keyof T & string)[];
  readonly properties: { readonly [F in keyof T]-?: FieldRule };
  readonly closed?: true;
}

/** Every event of the realtime contract and the rules of its payload. */
export const realtimePayloads: { readonly [E in keyof EventMap]: PayloadRule<EventMap[E]> } = {
  "timer-reset": {"required":[],"properties":{"at":{"type":["string"],"format":"date-time"}}},
  "logout": {"required":["reason"],"properties":{"reason":{"type":["string"],"enum":["inactivity","logout","other_tab"]},"expires_at":{"type":["string","null"],"format":"date-time"}}},
  "session-expired": {"required":[],"properties":{"message":{"type":["string"]}}},
  "user-authenticated": {"required":["session_id"],"properties":{"session_id":{"type":["string"],"minLength":1}}},
  "user-updated": {"required":["user_id"],"properties":{"user_id":{"type":["integer"]}}},
  "my-home-transfer": {"required":[],"properties":{"staff_type":{"type":["string"]},"patient_ids":{"type":["array"],"items":{"type":["integer"]}},"from_user_name":{"type":["string","null"]}}},
  "transfer-needs-acknowledgment": {"required":["transfer_id"],"properties":{"transfer_id":{"type":["integer"]},"staff_type":{"type":["string"]},"patient_ids":{"type":["array"],"items":{"type":["integer"]}},"from_user_name":{"type":["string","null"]},"to_user_name":{"type":["string","null"]}}},
  "request-browser-refresh": {"required":[],"properties":{"message":{"type":["string"]}}},
  "curtain-toggled": {"required":["patient_monitor_id","closed"],"properties":{"patient_monitor_id":{"type":["integer"]},"closed":{"type":["boolean"]},"changed_by":{"type":["string","null"]}}},
  "device-status-changed": {"required":["video_device_id","status","previous_status","division_id","state_updated_at"],"properties":{"video_device_id":{"type":["integer"]},"status":{"type":["string"],"enum":["offline","online","error"]},"previous_status":{"type":["string"],"enum":["offline","online","error"]},"division_id":{"type":["integer"]},"state_updated_at":{"type":["string"],"format":"date-time"}}},
  "wifi-stats": {"required":["video_device_id"],"properties":{"video_device_id":{"type":["integer"]},"wifi_signal_state":{"type":["string","null"],"enum":["excellent","good","fair","poor",null]},"wifi_signal_strength":{"type":["integer","null"]},"wifi_frequency":{"type":["integer","null"]}}},
  "monitor-updated": {"required":["patient_monitor_id","status"],"properties":{"patient_monitor_id":{"type":["integer"]},"status":{"type":["string"],"enum":["stopped","pending","active","paused","created"]},"patient_id":{"type":["integer"]},"video_device_id":{"type":["integer","null"]}}},
  "transfer-created": {"required":["transfer_id"],"properties":{"transfer_id":{"type":["integer"]},"staff_type":{"type":["string"]},"patient_ids":{"type":["array"],"items":{"type":["integer"]}},"from_user_name":{"type":["string","null"]},"to_user_name":{"type":["string","null"]}}},
  "transfer-accepted": {"required":["transfer_id"],"properties":{"transfer_id":{"type":["integer"]},"staff_type":{"type":["string"]},"patient_ids":{"type":["array"],"items":{"type":["integer"]}},"from_user_name":{"type":["string","null"]},"to_user_name":{"type":["string","null"]}}},
  "transfer-successful": {"required":["transfer_id"],"properties":{"transfer_id":{"type":["integer"]},"staff_type":{"type":["string"]},"patient_ids":{"type":["array"],"items":{"type":["integer"]}},"from_user_name":{"type":["string","null"]},"to_user_name":{"type":["string","null"]}}},
  "transfer-cancelled": {"required":["transfer_id"],"properties":{"transfer_id":{"type":["integer"]},"staff_type":{"type":["string"]},"patient_ids":{"type":["array"],"items":{"type":["integer"]}},"from_user_name":{"type":["string","null"]},"to_user_name":{"type":["string","null"]}}},
  "meeting-status-changed": {"required":["meeting_id","status"],"properties":{"meeting_id":{"type":["string"]},"status":{"type":["string"],"enum":["created","joined","left","ended"]},"video_device_id":{"type":["integer","null"]}}},
  "video-recording-available": {"required":["recording_id"],"properties":{"recording_id":{"type":["integer"]},"patient_monitor_id":{"type":["integer","null"]}}},
  "nudge-state-changed": {"required":["patient_monitor_id","state"],"properties":{"patient_monitor_id":{"type":["integer"]},"state":{"type":["string"],"enum":["nudged","cleared"]},"changed_by":{"type":["string","null"]}}},
  "recording-analysis-completed": {"required":["recording_id"],"properties":{"recording_id":{"type":["integer"]}}},
  "wake-word-detected": {"required":["patient_monitor_id"],"properties":{"patient_monitor_id":{"type":["integer"]}}},
  "patient-events-updated": {"required":["patient_id"],"properties":{"patient_id":{"type":["integer"]}}},
  "group-notification": {"required":[],"properties":{"notification_id":{"type":["integer"]}}},
  "room-notification": {"required":["virtual_request_id"],"properties":{"virtual_request_id":{"type":["integer"]}}},
  "room-notification-accepted": {"required":["virtual_request_id","accepted_by","accepted_by_user_id"],"properties":{"virtual_request_id":{"type":["integer"]},"accepted_by":{"type":["string"]},"accepted_by_user_id":{"type":["integer"]},"patient_id":{"type":["integer","null"]}}},
  "video-participants-changed": {"required":["video_device_id"],"properties":{"video_device_id":{"type":["integer"]}}},
  "background-job-updated": {"required":["background_job_id","status","done","total"],"properties":{"background_job_id":{"type":["integer"]},"status":{"type":["string"],"enum":["queued","running","succeeded","failed","cancelled"]},"done":{"type":["integer"]},"total":{"type":["integer"]}}},
  "stat-alarm-changed": {"required":["stat_alarm_id","patient_monitor_id","status"],"properties":{"stat_alarm_id":{"type":["integer"]},"patient_monitor_id":{"type":["integer"]},"status":{"type":["string"],"enum":["open","documented"]}}},
};
