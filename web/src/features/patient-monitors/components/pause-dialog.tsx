// Pausing one monitor asks why first; the reason is shown on the monitoring page and in the log.
import { Button, Group, Stack, Text } from '@mantine/core';
import { FormModal } from '../../../components/form-modal';
import { MaskedText } from '../../../components/masked-text';
import { PauseReasonFields, usePauseReason } from './pause-reason-fields';

interface PauseDialogProps {
  /** the monitor's patient, named in the dialog (masked per mask_phi) */
  patientName: string | null;
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onPause: (reason: string) => void;
}

export function PauseDialog({ patientName, opened, busy, onCancel, onPause }: PauseDialogProps) {
  return (
    <FormModal opened={opened} onClose={onCancel} title="Pause Monitoring" centered>
      {/* Mounted only while open, so every opening starts with no reason chosen. */}
      {opened ? <PauseForm patientName={patientName} busy={busy} onCancel={onCancel} onPause={onPause} /> : null}
    </FormModal>
  );
}

function PauseForm({ patientName, busy, onCancel, onPause }: Omit<PauseDialogProps, 'opened'>) {
  const reason = usePauseReason();
  return (
    <Stack gap="sm">
      {patientName ? <Text size="sm">Patient: <MaskedText value={patientName} type="patient_name" /></Text> : null}
      <PauseReasonFields state={reason} autoFocus />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>Cancel</Button>
        <Button color="yellow" disabled={reason.reason === null} loading={busy} onClick={() => reason.reason && onPause(reason.reason)}>
          Pause
        </Button>
      </Group>
    </Stack>
  );
}
