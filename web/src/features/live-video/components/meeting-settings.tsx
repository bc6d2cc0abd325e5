// Step 2: Video Meeting Settings. Which options show and when Join/Preview are allowed come from
// settings-rules; this component only renders them and runs the media permission check.
import { Alert, Button, Checkbox, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { useEffect, useRef, useState } from 'react';
import { useVideoReasons } from '../api/list-video-reasons';
import { useMediaAccess } from '../hooks/use-media-access';
import {
  canSubmit, defaultValues, effectiveValues, KIOSK_WARNING, visibleOptions,
  type SettingsContext, type SettingsDevice, type SettingsValues,
} from '../utils/settings-rules';
import { MediaErrorAlert } from './media-error-alert';
import { RoomParticipants } from './room-participants';

interface MeetingSettingsProps {
  deviceId: number;
  device: SettingsDevice;
  testMode: boolean;
  enabledFlags: readonly string[];
  previewEnabled: SettingsContext['previewEnabled'];
  /** the last call's choices, kept when it ends (its reason is not lost); null: the defaults */
  initialValues?: SettingsValues | null;
  /** the start-video instruction: Join by itself once the settings allow, with this reason when it is offered */
  autoJoin?: { videoReasonId: string | null };
  onStart: (values: SettingsValues, preview: boolean) => void;
  onCancel: () => void;
}

export function MeetingSettings({ deviceId, device, testMode, enabledFlags, previewEnabled, initialValues, autoJoin, onStart, onCancel }: MeetingSettingsProps) {
  const [chosen, setValues] = useState<SettingsValues>(() => initialValues ?? { ...defaultValues(device), videoReasonId: autoJoin?.videoReasonId ?? null });
  const reasons = useVideoReasons();
  // A reason the organisation no longer offers (a start-video instruction's) counts as none chosen.
  const offered = !chosen.videoReasonId || reasons.isPending || (reasons.data ?? []).some((reason) => String(reason.id) === chosen.videoReasonId);
  const values = offered ? chosen : { ...chosen, videoReasonId: null };
  // A shared screen needs no camera: only the user's own video asks for one.
  const mediaError = useMediaAccess(values.activateVideo);
  // Unknown until loaded: the list decides whether a reason is required. A failed refresh of a list
  // already shown keeps it.
  const reasonCount = reasons.data?.length ?? null;
  const context: SettingsContext = { device, testMode, enabledFlags, reasonCount, previewEnabled, mediaError };
  const shown = visibleOptions(context);
  const valid = canSubmit(context, values);
  // The start-video instruction joins once, as soon as the settings allow (reasons loaded, the
  // microphone check passed, a reason offered). Once the clinician changes a setting (the
  // instruction named no reason, or one no longer offered), it is theirs to Join: choosing the
  // reason started the call, the microphone open in the room, before Door Knock or Preview could
  // be chosen (found by new-user QA).
  const autoJoinDone = useRef(false);
  useEffect(() => {
    if (!autoJoin || autoJoinDone.current || !valid) return;
    autoJoinDone.current = true;
    onStart(effectiveValues(context, values), false);
  });
  const set = (patch: Partial<SettingsValues>) => {
    autoJoinDone.current = true;
    setValues((current) => ({ ...current, ...patch }));
  };
  const start = (preview: boolean) => onStart(effectiveValues(context, values), preview);

  return (
    <Stack gap="sm">
      <Title order={4}>Video Meeting Settings</Title>
      <RoomParticipants deviceId={deviceId} doorKnock={shown.doorKnock && values.doorKnock} />
      {shown.kioskWarning ? <Alert color="yellow">{KIOSK_WARNING}</Alert> : null}
      {shown.activateVideo ? <Checkbox label="Activate Your Video" checked={values.activateVideo} onChange={(e) => set({ activateVideo: e.currentTarget.checked })} /> : null}
      {shown.screenShare ? <Checkbox label="Activate Screen Share" checked={values.screenShare} onChange={(e) => set({ screenShare: e.currentTarget.checked })} /> : null}
      {shown.doorKnock ? <Checkbox label="Door Knock" checked={values.doorKnock} onChange={(e) => set({ doorKnock: e.currentTarget.checked })} /> : null}
      {shown.ptz ? <Checkbox label="Pan-Tilt-Zoom Camera" checked={values.ptz} onChange={(e) => set({ ptz: e.currentTarget.checked })} /> : null}
      {shown.videoReason ? (
        <Select
          label="Video Reason"
          placeholder="Select video reason"
          required
          data={(reasons.data ?? []).map((reason) => ({ value: String(reason.id), label: reason.name }))}
          value={values.videoReasonId}
          onChange={(videoReasonId) => set({ videoReasonId })}
        />
      ) : null}
      {!testMode && reasonCount === null ? <ReasonsState failed={reasons.isError} retrying={reasons.isFetching} onRetry={() => void reasons.refetch()} /> : null}
      {mediaError ? <MediaErrorAlert code={mediaError} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>Cancel</Button>
        {shown.previewButton ? <Button variant="light" disabled={!valid} onClick={() => start(true)}>Preview</Button> : null}
        <Button disabled={!valid} onClick={() => start(false)}>Join</Button>
      </Group>
    </Stack>
  );
}

/** Why Join waits: the video reasons are loading, or could not be loaded (then Retry). */
function ReasonsState({ failed, retrying, onRetry }: { failed: boolean; retrying: boolean; onRetry: () => void }) {
  if (!failed) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">Loading video reasons…</Text>
      </Group>
    );
  }
  return <LoadError message="Video reasons could not be loaded" detail="A video reason may be required to join." onRetry={onRetry} retrying={retrying} />;
}
