// Transfers still waiting: those sent to the user (Acknowledge or Decline) and the user's own
// (Cancel Transfer), so a reload or a missed notice loses nothing.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { staffKind } from '@bedside/resources';
import { acceptCareTransfer, cancelCareTransfer, useTransferCall } from '../api/care-transfers';
import type { CareTransfer } from '../api/get-my-care-assignments';

const patients = (t: CareTransfer) => (t.patients.length === 1 ? '1 patient' : `${t.patients.length} patients`);

export function PendingTransfers({ incoming, outgoing }: { incoming: readonly CareTransfer[]; outgoing: readonly CareTransfer[] }) {
  const accept = useTransferCall(acceptCareTransfer);
  const cancel = useTransferCall(cancelCareTransfer);
  const error = accept.error ?? cancel.error;
  if (incoming.length === 0 && outgoing.length === 0) return null;
  return (
    <Stack gap="xs">
      {error && <Alert color="red">{error.message}</Alert>}
      {incoming.map((t) => (
        <Alert key={t.id} color="blue" title={`${t.from_user.name} is transferring the ${staffKind.text[t.staff_kind]} Assignment to you`}>
          <Group justify="space-between">
            <Text size="sm">{patients(t)}: acknowledge to take over their care.</Text>
            <Group gap="xs">
              <Button size="compact-sm" loading={accept.isPending && accept.variables === t.id} onClick={() => accept.mutate(t.id)}>Acknowledge</Button>
              <Button size="compact-sm" variant="default" loading={cancel.isPending && cancel.variables === t.id} onClick={() => cancel.mutate(t.id)}>Decline</Button>
            </Group>
          </Group>
        </Alert>
      ))}
      {outgoing.map((t) => (
        <Alert key={t.id} color="gray" title={`Waiting for ${t.to_user.name} to acknowledge your ${staffKind.text[t.staff_kind]} Assignment`}>
          <Group justify="space-between">
            <Text size="sm">{patients(t)} stay yours until then.</Text>
            <Button size="compact-sm" variant="default" loading={cancel.isPending && cancel.variables === t.id} onClick={() => cancel.mutate(t.id)}>Cancel Transfer</Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
