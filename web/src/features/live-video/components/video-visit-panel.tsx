// The patient's Video Visit page body: who the patient is and the Connect button, which reads
// Video Visit and turns to Cancel while a session connects.
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { ReadError } from '../../../components/load-error';
import { MaskedText } from '../../../components/masked-text';
import { usePatient } from '../api/get-patient';
import { useLiveVideoStore, type LiveVideoRequest } from '../hooks/live-video-store';
import { useSessionState } from '../hooks/use-session-snapshot';
import { RoomParticipants } from './room-participants';

/** A visit from this page: the patient's own device (or one picked), in the in-app overlay. */
const visitOf = (patientId: number): LiveVideoRequest => ({ patientId, deviceId: null, external: false, source: null });

interface VideoVisitPanelProps {
  patientId: number;
  canUseLiveVideo: boolean;
  /** the page was opened with the start-video instruction (an accepted room notification): the visit joins at once */
  startVideo: { videoReasonId: string | null } | null;
}

export function VideoVisitPanel({ patientId, canUseLiveVideo, startVideo }: VideoVisitPanelProps) {
  const patient = usePatient(patientId);
  const open = useLiveVideoStore((s) => s.open);
  const session = useLiveVideoStore((s) => s.session);
  const connecting = useSessionState(session) === 'connecting';
  // Cancel stops a session still connecting; the overlay follows it back to its settings.
  const cancel = () => void session?.hangUp();

  const autoReason = startVideo?.videoReasonId;
  useEffect(() => {
    if (autoReason !== undefined && canUseLiveVideo) open({ ...visitOf(patientId), autoJoin: { videoReasonId: autoReason } });
  }, [autoReason, canUseLiveVideo, patientId, open]);

  if (patient.isPending) return <Loader />;
  if (patient.isError) return <ReadError error={patient.error} message="The patient could not be loaded." onRetry={() => void patient.refetch()} retrying={patient.isFetching} />;
  const { data } = patient;
  return (
    <Card withBorder maw={560}>
      <Stack gap="xs">
        <Text fw={600} size="lg"><MaskedText value={data.display_name} type="patient_name" /></Text>
        <Text size="sm">MRN: <MaskedText value={data.mrn} type="mrn" /></Text>
        <Text size="sm">Room: {data.room?.name ?? 'N/A'}</Text>
        <Text size="sm">Video device: {data.video_device?.name ?? 'None assigned (choose one when connecting)'}</Text>
        {canUseLiveVideo ? <RoomParticipants deviceId={data.video_device?.id ?? null} /> : null}
        {canUseLiveVideo ? (
          <Group>
            {connecting
              ? <Button color="red" variant="light" onClick={cancel}>Cancel</Button>
              : <Button onClick={() => open(visitOf(patientId))}>Video Visit</Button>}
          </Group>
        ) : <Alert color="yellow">You do not have access to live video.</Alert>}
      </Stack>
    </Card>
  );
}
