// The patients in a room now, each name masked per the viewer's mask_phi like every other name.
import { Stack, Text } from '@mantine/core';
import type { components } from '@bedside/openapi/api';
import { MaskedText } from '../../../components/masked-text';

export function PatientNames({ patients }: { patients: readonly components['schemas']['AccessPatient'][] }) {
  if (!patients.length) return <Text size="sm" c="dimmed">No patient</Text>;
  return (
    <Stack gap={0}>
      {patients.map((p) => <Text key={p.id} size="sm" data-patient={p.id}><MaskedText value={p.display_name} type="patient_name" /></Text>)}
    </Stack>
  );
}
