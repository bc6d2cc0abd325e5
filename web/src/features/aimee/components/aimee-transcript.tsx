// Aimee's live transcript in a call (live video §6): each line as said, with the patient's name, MRN
// and date of birth masked while mask_phi is on (shell §5).
import { ScrollArea, Stack, Text } from '@mantine/core';
import { maskPatientText, type PatientIdentity } from '@bedside/resources';
import type { AimeeSnapshot } from '../../../lib/media/aimee-types';

interface AimeeTranscriptProps { lines: AimeeSnapshot['lines']; patient: PatientIdentity | null; masked: boolean }

export function AimeeTranscript({ lines, patient, masked }: AimeeTranscriptProps) {
  return (
    <ScrollArea.Autosize mah={160} type="auto">
      <Stack gap={2} aria-label="Aimee transcript" role="log">
        {lines.map((line) => (
          <Text key={line.itemId} size="sm" c={line.final ? undefined : 'dimmed'} data-role={line.role} data-final={line.final}>
            <Text span fw={600} inherit>{line.role === 'assistant' ? 'Aimee' : 'Patient'}: </Text>
            {maskPatientText(line.text, patient, masked)}
          </Text>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
