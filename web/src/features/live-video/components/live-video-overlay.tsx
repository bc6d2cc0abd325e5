// The live video overlay (spec section 2): device selection when the patient has none, then
// Video Meeting Settings, then the call (or its preview). Closing a call returns to settings;
// closing the settings closes the overlay. Nothing ends a connected visit without asking, and an
// unexpected end offers Reconnect where it can help (issue 16).
import { Alert, Center, Loader } from '@mantine/core';
import { ReadError } from '../../../components/load-error';
import { useMemo, useState, type ReactNode } from 'react';
import type { PatientIdentity } from '@bedside/resources';
import type { VideoSession } from '../../../lib/media/video-session';
import type { CurrentUser } from '../../../lib/permissions/current-user';
import { accessSubjectOf, can } from '../../../lib/permissions/permissions';
import { usePatient } from '../api/get-patient';
import { useVideoDevice } from '../../../lib/devices/get-video-device';
import type { VideoDevice } from '../api/list-picker-devices';
import { useCall } from '../hooks/use-call';
import { useEndVisitGuard } from '../hooks/use-end-visit-guard';
import { isTestMode, useLiveVideoStore, type LiveVideoRequest } from '../hooks/live-video-store';
import { runningMonitorId } from '../utils/patient-monitor';
import type { SessionTarget } from '../utils/session-factory';
import { CallView } from './call-view';
import { CallControls, CameraPanel, ZoomableVideo } from './device-controls';
import { DevicePicker } from './device-picker';
import { EndVisitDialog } from './end-visit-dialog';
import { MeetingSettings } from './meeting-settings';
import { OverlayFrame } from './overlay-frame';
import { OverlayTitle } from './overlay-title';
import { PageLeaveGuard } from './page-leave-guard';
import { SessionErrorDialog } from './session-error-dialog';

/** What a host may compose into a running call (the call view's `extra` slot): Aimee. */
export interface CallExtraContext {
  session: VideoSession;
  preview: boolean;
  device: VideoDevice;
  patientMonitorId: number | null;
  /** the call's patient: Aimee's transcript masks their name, MRN and date of birth */
  patient: PatientIdentity | null;
}

interface LiveVideoOverlayProps {
  user: CurrentUser;
  request: LiveVideoRequest;
  renderCallExtra?: (call: CallExtraContext) => ReactNode;
  /**
   * Over the picture of a call through the patient's running monitor: the host's privacy curtain.
   * A tile whose curtain was closed showed the room sharp once expanded (wall QA).
   */
  renderOverPicture?: (patientMonitorId: number) => ReactNode;
}

export function LiveVideoOverlay({ user, request, renderCallExtra, renderOverPicture }: LiveVideoOverlayProps) {
  const minimised = useLiveVideoStore((s) => s.minimised);
  const setMinimised = useLiveVideoStore((s) => s.setMinimised);
  const closeOverlay = useLiveVideoStore((s) => s.close);
  const patient = usePatient(request.patientId);
  // Reading a device by its id is the devices screen's permission (View VideoDevice). Without it (a
  // virtual observer expanding a wall tile: AccessLiveVideo is what the overlay needs, live-video
  // §2) the call goes through the device the patient's read names: their running monitor's.
  const readsDevices = can(accessSubjectOf(user), 'View', 'VideoDevice');
  const deviceId = readsDevices ? request.deviceId : null;
  const chosenBefore = useVideoDevice(deviceId);
  const [picked, setPicked] = useState<VideoDevice | null>(null);
  const patientDevice = patient.data?.video_device ?? null;
  const device = chosenBefore.data ?? picked ?? (deviceId === request.deviceId || patientDevice?.id === request.deviceId ? patientDevice : null);

  const target = useMemo<SessionTarget | null>(() => (device ? {
    deviceId: device.id,
    patientId: request.patientId,
    patientMonitorId: runningMonitorId(patient.data, device.id),
    source: request.source,
  } : null), [device, patient.data, request]);
  const { call, ended, lastValues, clearEnded, start, hangUp, joinFromPreview, reconnect, deviceRebooting } = useCall(target);
  const guard = useEndVisitGuard(call?.session ?? null, hangUp);

  const loading = patient.isPending && request.patientId !== null || chosenBefore.isPending && deviceId !== null;
  const loadError = patient.error ?? chosenBefore.error;
  const close = () => {
    if (!call) closeOverlay();
    else if (guard.connected) guard.askToClose();
    else hangUp();
  };

  let body;
  if (loadError) {
    const retry = () => {
      if (patient.isError) void patient.refetch();
      if (chosenBefore.isError) void chosenBefore.refetch();
    };
    body = <ReadError error={loadError} message="The patient or video device could not be loaded." onRetry={retry} retrying={patient.isFetching || chosenBefore.isFetching} />;
  }
  else if (loading) body = <Center p="xl"><Loader /></Center>;
  else if (call) {
    body = (
      <CallView
        key={call.id}
        session={call.session}
        preview={call.preview}
        onHangUp={hangUp}
        onJoinFromPreview={joinFromPreview}
        renderVideo={(video) => <ZoomableVideo enabled={!minimised}>{video}</ZoomableVideo>}
        aside={device && !minimised ? (
          <CameraPanel session={call.session} deviceId={device.id} devicePtz={device.ptz_enabled} callPtz={call.values.ptz} presets={user.enabled_flags.includes('ptz_presets')} />
        ) : null}
        controls={device ? (
          <CallControls
            session={call.session}
            device={device}
            patientMonitorId={target?.patientMonitorId ?? null}
            external={request.external}
            user={user}
            divisionId={patient.data?.division.id ?? null}
            ptz={call.values.ptz}
            onDeviceRebooting={deviceRebooting}
          />
        ) : null}
        overPicture={target?.patientMonitorId && renderOverPicture ? renderOverPicture(target.patientMonitorId) : null}
        extra={device && renderCallExtra ? renderCallExtra({
          session: call.session, preview: call.preview, device,
          patientMonitorId: target?.patientMonitorId ?? null, patient: patient.data ?? null,
        }) : null}
      />
    );
  }
  else if (!device && patient.data) body = <DevicePicker patientId={patient.data.id} onSelect={setPicked} onCancel={closeOverlay} />;
  else if (device) {
    body = (
      <MeetingSettings
        key={device.id}
        deviceId={device.id}
        device={{ kioskMode: device.state.kiosk_mode === true, ptzEnabled: device.ptz_enabled }}
        testMode={isTestMode(request)}
        enabledFlags={user.enabled_flags}
        previewEnabled={{ hospital: user.hospital.meeting_preview_enabled, division: patient.data?.division.meeting_preview_enabled ?? false }}
        initialValues={lastValues}
        autoJoin={lastValues ? undefined : request.autoJoin}
        onStart={start}
        onCancel={closeOverlay}
      />
    );
  } else body = <Alert color="yellow">No video device available</Alert>;

  return (
    <OverlayFrame
      title={<OverlayTitle patient={patient.data ?? null} device={device} />}
      external={request.external}
      minimised={minimised}
      onMinimise={setMinimised}
      onClose={close}
    >
      {body}
      <SessionErrorDialog end={ended} deviceName={device?.name ?? null} onReconnect={reconnect} onClose={clearEnded} />
      <EndVisitDialog question={guard.asking ? 'close' : null} onKeep={guard.keep} onEnd={guard.end} />
      {request.external ? <PageLeaveGuard connected={guard.connected} onEnd={hangUp} /> : null}
    </OverlayFrame>
  );
}
