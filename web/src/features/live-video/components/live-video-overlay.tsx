// The live video overlay (spec section 2): device selection when the patient has none, then
// Video Meeting Settings, then the call (or its preview). Closing a call returns to settings;
// closing the settings closes the overlay.
import { Alert, Center, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { CurrentUser } from '../../../lib/permissions/current-user';
import { usePatient } from '../api/get-patient';
import { useVideoDevice } from '../../../lib/devices/get-video-device';
import type { VideoDevice } from '../api/list-picker-devices';
import { useCall } from '../hooks/use-call';
import { isTestMode, useLiveVideoStore, type LiveVideoRequest } from '../hooks/live-video-store';
import { runningMonitorId } from '../utils/patient-monitor';
import type { SessionTarget } from '../utils/session-factory';
import { CallView } from './call-view';
import { CallControls, ZoomableVideo } from './device-controls';
import { DevicePicker } from './device-picker';
import { MeetingSettings } from './meeting-settings';
import { OverlayFrame } from './overlay-frame';
import { OverlayTitle } from './overlay-title';
import { SessionErrorDialog } from './session-error-dialog';

export function LiveVideoOverlay({ user, request }: { user: CurrentUser; request: LiveVideoRequest }) {
  const minimised = useLiveVideoStore((s) => s.minimised);
  const setMinimised = useLiveVideoStore((s) => s.setMinimised);
  const closeOverlay = useLiveVideoStore((s) => s.close);
  const patient = usePatient(request.patientId);
  const chosenBefore = useVideoDevice(request.deviceId);
  const [picked, setPicked] = useState<VideoDevice | null>(null);
  const device = chosenBefore.data ?? picked ?? patient.data?.video_device ?? null;

  const target = useMemo<SessionTarget | null>(() => (device ? {
    deviceId: device.id,
    patientId: request.patientId,
    patientMonitorId: runningMonitorId(patient.data, device.id),
    source: request.source,
  } : null), [device, patient.data, request]);
  const { call, error, clearError, start, hangUp, joinFromPreview } = useCall(target);

  const loading = patient.isPending && request.patientId !== null || chosenBefore.isPending && request.deviceId !== null;
  const failed = patient.isError || chosenBefore.isError;
  const close = () => (call ? hangUp() : closeOverlay());

  let body;
  if (failed) body = <Alert color="red">The patient or video device could not be loaded.</Alert>;
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
        controls={device ? (
          <CallControls
            session={call.session}
            device={device}
            patientMonitorId={target?.patientMonitorId ?? null}
            external={request.external}
            user={user}
            divisionId={patient.data?.division.id ?? null}
            ptz={call.values.ptz}
          />
        ) : null}
      />
    );
  }
  else if (!device && patient.data) body = <DevicePicker divisionId={patient.data.division.id} onSelect={setPicked} onCancel={closeOverlay} />;
  else if (device) {
    body = (
      <MeetingSettings
        key={device.id}
        deviceId={device.id}
        device={{ kioskMode: device.state.kiosk_mode === true, ptzEnabled: device.ptz_enabled }}
        testMode={isTestMode(request)}
        enabledFlags={user.enabled_flags}
        previewEnabled={{ hospital: user.hospital.meeting_preview_enabled, division: patient.data?.division.meeting_preview_enabled ?? false }}
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
      <SessionErrorDialog code={error} onClose={clearError} />
    </OverlayFrame>
  );
}
