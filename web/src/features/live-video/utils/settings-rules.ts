// Video Meeting Settings (live video spec, sections 2 and 5): which options a device and user
// get, and when Join/Preview may be pressed. Pure, so every rule is unit-tested.

export interface SettingsDevice {
  kioskMode: boolean;
  ptzEnabled: boolean;
}

export interface SettingsContext {
  device: SettingsDevice;
  testMode: boolean;
  enabledFlags: readonly string[];
  /**
   * How many video reasons the server offers; null while the list is loading or could not be
   * loaded: Join and Preview wait for it, since a reason may be required.
   */
  reasonCount: number | null;
  /** meeting_preview_enabled of the hospital and of the patient's division */
  previewEnabled: { hospital: boolean; division: boolean };
  /** a microphone or camera problem found by the permission check */
  mediaError: string | null;
}

export interface SettingsValues {
  activateVideo: boolean;
  screenShare: boolean;
  doorKnock: boolean;
  ptz: boolean;
  videoReasonId: string | null;
}

interface VisibleOptions {
  activateVideo: boolean;
  screenShare: boolean;
  doorKnock: boolean;
  ptz: boolean;
  videoReason: boolean;
  kioskWarning: boolean;
  previewButton: boolean;
}

export const KIOSK_WARNING = '2 way video not setup on this device, the patient will only be able to hear you.';

export function visibleOptions(context: SettingsContext): VisibleOptions {
  const { device, testMode } = context;
  return {
    activateVideo: device.kioskMode,
    screenShare: device.kioskMode && context.enabledFlags.includes('screen_sharing'),
    doorKnock: !testMode,
    ptz: device.ptzEnabled,
    videoReason: (context.reasonCount ?? 0) > 0 && !testMode,
    kioskWarning: !device.kioskMode,
    // A test session has no patient and so no meeting to preview.
    previewButton: !testMode && context.previewEnabled.hospital && context.previewEnabled.division,
  };
}

/** The values sent: an option that is not shown is off, whatever the form held. */
export function effectiveValues(context: SettingsContext, values: SettingsValues): SettingsValues {
  const shown = visibleOptions(context);
  return {
    activateVideo: shown.activateVideo && values.activateVideo,
    screenShare: shown.screenShare && values.screenShare,
    doorKnock: shown.doorKnock && values.doorKnock,
    ptz: shown.ptz && values.ptz,
    videoReasonId: shown.videoReason ? values.videoReasonId : null,
  };
}

/** Join and Preview are disabled while this is false. */
export function canSubmit(context: SettingsContext, values: SettingsValues): boolean {
  if (context.mediaError) return false;
  if (context.reasonCount === null && !context.testMode) return false;
  return !visibleOptions(context).videoReason || Boolean(values.videoReasonId);
}

export function defaultValues(device: SettingsDevice): SettingsValues {
  // The knock is the courteous default; PTZ is on when the camera can move.
  return { activateVideo: false, screenShare: false, doorKnock: true, ptz: device.ptzEnabled, videoReasonId: null };
}
