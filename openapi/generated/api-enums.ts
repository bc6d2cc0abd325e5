// Generated from the contract by `npm run gen:api`. Do not edit by hand.

import type { components } from './api.ts';

type Schemas = components['schemas'];

export const DivisionColor = ["orange","yellow","green","turquoise","cyan","blue","purple","red"] as const satisfies readonly Schemas['DivisionColor'][];
export const PermissionResource = ["Patient","PatientMonitor","Meeting","Room","Unit","VideoDevice","Group","Hospital","Division","Homepage","User","Role","FamilyConnect","Labeler","LabeledImage","FormBuilder","PatientCentral","PatientMonitorAssignment","InfinityWatch","AuditLog","SystemMonitoring","Reporting","Recording","AimeeConversation","AimeePrompt","Aimee","System"] as const satisfies readonly Schemas['PermissionResource'][];
export const PermissionAction = ["View","Edit","Manage","AccessLiveVideo","ManageSharedViews","Receive","ViewManagement","Export","Use"] as const satisfies readonly Schemas['PermissionAction'][];
export const PartnerScope = ["patients:read","patient_monitors:read","video_devices:read","virtual_requests:write"] as const satisfies readonly Schemas['PartnerScope'][];
export const BackgroundJobKind = ["csv_export","bulk_discharge"] as const satisfies readonly Schemas['BackgroundJobKind'][];
export const BackgroundJobStatus = ["queued","running","succeeded","failed","cancelled"] as const satisfies readonly Schemas['BackgroundJobStatus'][];
export const FeatureFlagKey = ["ptz_presets","connection_quality_indicator","screen_sharing"] as const satisfies readonly Schemas['FeatureFlagKey'][];
export const RequestMethod = ["GET","POST","PUT","PATCH","DELETE","HEAD","OPTIONS","OTHER"] as const satisfies readonly Schemas['RequestMethod'][];
export const StatusClass = ["1xx","2xx","3xx","4xx","5xx"] as const satisfies readonly Schemas['StatusClass'][];
export const AdtEvent = ["A01","A02","A03","A04","A08","A11","A12","A13"] as const satisfies readonly Schemas['AdtEvent'][];
export const AdtAckCode = ["AA","AE","AR"] as const satisfies readonly Schemas['AdtAckCode'][];
export const AdtParseStatus = ["parsed","unparseable"] as const satisfies readonly Schemas['AdtParseStatus'][];
export const NurseCallType = ["patient_call","bed_exit","bath_call","staff_assist","code_blue"] as const satisfies readonly Schemas['NurseCallType'][];
export const NurseCallOutcome = ["open","accepted","dismissed","denied","unanswered"] as const satisfies readonly Schemas['NurseCallOutcome'][];
export const UptimeWindow = ["24h","7d"] as const satisfies readonly Schemas['UptimeWindow'][];
export const AccessReasonKind = ["role_grants","role_lacks","division","group_room","group_unit","no_access","blocked"] as const satisfies readonly Schemas['AccessReasonKind'][];
export const DivisionTimezone = ["America/New_York","America/Chicago","America/Denver","America/Los_Angeles"] as const satisfies readonly Schemas['DivisionTimezone'][];
export const AvatarColor = ["#1E88E5","#43A047","#F4511E","#E53935","#8E24AA","#00897B","#3949AB","#546E7A"] as const satisfies readonly Schemas['AvatarColor'][];
export const StaffKind = ["eicu","security","translation","virtual_nursing","virtual_scribe","virtual_observer"] as const satisfies readonly Schemas['StaffKind'][];
export const PageKind = ["patients_list","patient_monitors","central_monitoring","assignments","infinity_watch","team_mode","nursing_station","shift_report","patient_tracker","operational_live_view","patient_timeline","advanced_reporting","recordings","care_assignments","my_home"] as const satisfies readonly Schemas['PageKind'][];
export const MonitorStatus = ["stopped","pending","active","paused","created"] as const satisfies readonly Schemas['MonitorStatus'][];
export const PerPage = [10,25,50,100] as const satisfies readonly Schemas['PerPage'][];
export const CustomFieldModel = ["patient","video_device"] as const satisfies readonly Schemas['CustomFieldModel'][];
export const CustomFieldKind = ["text","textarea","number","select","radio","checkbox","datetime"] as const satisfies readonly Schemas['CustomFieldKind'][];
export const MonitoringSource = ["infinity_watch","team_mode","central_monitoring"] as const satisfies readonly Schemas['MonitoringSource'][];
export const DeviceStatus = ["offline","online","error"] as const satisfies readonly Schemas['DeviceStatus'][];
export const DeviceKind = ["fixed","mobilecart","mobile3rdparty","trainingvideo"] as const satisfies readonly Schemas['DeviceKind'][];
export const ServiceStatus = ["in_service","decommissioned"] as const satisfies readonly Schemas['ServiceStatus'][];
export const FrameProcessing = ["off","upload","upload_and_pipeline"] as const satisfies readonly Schemas['FrameProcessing'][];
export const CareTransferStatus = ["pending","successful","cancelled"] as const satisfies readonly Schemas['CareTransferStatus'][];
export const VirtualRequestKind = ["eicu","security","translation","virtual_nursing","virtual_scribe"] as const satisfies readonly Schemas['VirtualRequestKind'][];
export const VirtualRequestPriority = ["low","medium","high"] as const satisfies readonly Schemas['VirtualRequestPriority'][];
export const NotificationSound = ["chime","bell","ding","pulse","ripple","beacon","siren","eicu_request"] as const satisfies readonly Schemas['NotificationSound'][];
export const VirtualRequestStatus = ["open","accepted","dismissed","denied"] as const satisfies readonly Schemas['VirtualRequestStatus'][];
export const PatientStatus = ["active","discharged"] as const satisfies readonly Schemas['PatientStatus'][];
export const TimelineKind = ["admitted","discharged","record_changed","monitor_created","monitor_started","monitor_paused","monitor_resumed","monitor_stopped","monitor_moved","video_visit","talk","alarm"] as const satisfies readonly Schemas['TimelineKind'][];
export const StatAlarmType = ["alarm"] as const satisfies readonly Schemas['StatAlarmType'][];
export const StatAlarmStatus = ["open","documented"] as const satisfies readonly Schemas['StatAlarmStatus'][];
export const NudgeState = ["nudged","cleared"] as const satisfies readonly Schemas['NudgeState'][];
export const MonitorEventKind = ["created","started","paused","resumed","stopped","moved"] as const satisfies readonly Schemas['MonitorEventKind'][];
export const RoomAlertKind = ["fall_risk","contact_precaution","npo","food_allergy"] as const satisfies readonly Schemas['RoomAlertKind'][];
export const AimeeVoice = ["alloy","coral","sage","verse"] as const satisfies readonly Schemas['AimeeVoice'][];
export const AimeeConversationStatus = ["connected","ended"] as const satisfies readonly Schemas['AimeeConversationStatus'][];
export const AimeeSpeaker = ["assistant","patient"] as const satisfies readonly Schemas['AimeeSpeaker'][];
export const FamilyRelationship = ["spouse","partner","parent","child","sibling","guardian","friend","other"] as const satisfies readonly Schemas['FamilyRelationship'][];
export const AnnotationKind = ["face","bed","phi","person","chair","line","object","polygon"] as const satisfies readonly Schemas['AnnotationKind'][];

export const apiEnums = { DivisionColor, PermissionResource, PermissionAction, PartnerScope, BackgroundJobKind, BackgroundJobStatus, FeatureFlagKey, RequestMethod, StatusClass, AdtEvent, AdtAckCode, AdtParseStatus, NurseCallType, NurseCallOutcome, UptimeWindow, AccessReasonKind, DivisionTimezone, AvatarColor, StaffKind, PageKind, MonitorStatus, PerPage, CustomFieldModel, CustomFieldKind, MonitoringSource, DeviceStatus, DeviceKind, ServiceStatus, FrameProcessing, CareTransferStatus, VirtualRequestKind, VirtualRequestPriority, NotificationSound, VirtualRequestStatus, PatientStatus, TimelineKind, StatAlarmType, StatAlarmStatus, NudgeState, MonitorEventKind, RoomAlertKind, AimeeVoice, AimeeConversationStatus, AimeeSpeaker, FamilyRelationship, AnnotationKind } as const;
