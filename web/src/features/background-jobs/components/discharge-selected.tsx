// With patients selected in their list: discharge them all as a background job, after a confirm.
// Each is discharged as its own edit would do it; one that cannot be (a running monitor) is logged
// with the reason on System › Background Jobs, where Retry runs it again.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { backgroundJobChanged, startBulkDischarge } from '../api/background-jobs';

export function DischargeSelected({ ids, clear }: { ids: readonly number[]; clear: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: () => startBulkDischarge(ids),
    onSuccess: (job) => {
      backgroundJobChanged(queryClient);
      notifications.show({ color: 'green', message: `${job.title} started: follow it in System › Background Jobs` });
      setConfirming(false);
      clear();
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  if (ids.length === 0) return null;
  return (
    <>
      <Button variant="light" color="red" onClick={() => setConfirming(true)}>Discharge Selected ({ids.length})</Button>
      <Button variant="subtle" onClick={clear}>Clear selection</Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Discharge Patients">
        <Stack>
          <Text size="sm">
            Discharge the {ids.length} selected {ids.length === 1 ? 'patient' : 'patients'} in the background? A patient who cannot be
            discharged (one still monitored, say) is listed in the job&apos;s log, and the others are discharged.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>Cancel</Button>
            <Button color="red" loading={start.isPending} onClick={() => start.mutate()}>Discharge {ids.length} {ids.length === 1 ? 'Patient' : 'Patients'}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
