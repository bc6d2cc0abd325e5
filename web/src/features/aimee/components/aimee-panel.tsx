// Aimee in the call view (live video §4, §6): the Aimee button for users with Use Aimee, her state,
// and the live transcript of both sides. Her voice plays here for the clinician; the patient hears
// it through the call (use-aimee mixes it in).
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { AimeeState } from '../../../lib/media/aimee-conversation';
import { useMaskPhi } from '../../../lib/preferences/mask-phi';
import { useAimee, type AimeeCallContext } from '../hooks/use-aimee';
import type { PatientIdentity } from '@bedside/resources';
import { AimeeTranscript } from './aimee-transcript';

const STATE_LABEL: Record<AimeeState, { label: string; color: string }> = {
  'not-connected': { label: 'Not connected', color: 'gray' },
  connecting: { label: 'Connecting', color: 'yellow' },
  connected: { label: 'Connected', color: 'green' },
  ended: { label: 'Ended', color: 'gray' },
};

/** `patient`: the call's patient, whose name, MRN and date of birth the transcript masks while mask_phi is on. */
export function AimeePanel({ context, patient }: { context: AimeeCallContext; patient: PatientIdentity | null }) {
  const { snapshot, canStart, start, end, available } = useAimee(context);
  const masked = useMaskPhi();
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (audio.current) audio.current.srcObject = snapshot.assistantStream;
  }, [snapshot.assistantStream]);
  if (!available) return null;
  const { state, lines, error } = snapshot;
  const live = state === 'connecting' || state === 'connected';
  const shown = STATE_LABEL[state];
  return (
    <Paper withBorder p="xs" aria-label="Aimee" role="region" data-aimee-state={state}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600} size="sm">Aimee</Text>
            <Badge color={shown.color} variant="light">{shown.label}</Badge>
            {error === 'start-failed' ? <Text size="xs" c="red">Aimee could not connect.</Text> : null}
            {error === 'connection-lost' ? <Text size="xs" c="red">Aimee's connection was lost; the transcript is saved.</Text> : null}
          </Group>
          {live
            ? <Button size="xs" variant="light" color="red" onClick={end}>End Aimee</Button>
            : <Button size="xs" variant="light" disabled={!canStart} onClick={start}>Aimee</Button>}
        </Group>
        {lines.length > 0 ? <AimeeTranscript lines={lines} patient={patient} masked={masked} /> : null}
        {/* Aimee for the clinician: a live voice, captioned by the transcript above. */}
        <audio ref={audio} autoPlay data-testid="aimee-audio" />
      </Stack>
    </Paper>
  );
}
