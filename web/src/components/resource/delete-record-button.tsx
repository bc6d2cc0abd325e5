// Delete on a record's page, for resources whose contract declares delete and users who may edit:
// a confirm naming the record, then the call; a refusal (a role still held, 409) is shown with the
// server's reason and the record stays.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AnyResource } from '@bedside/resources';
import { recordRemoved } from '../../lib/resources/patch-record';
import { resourceApi } from '../../lib/resources/resource-api';

interface DeleteRecordButtonProps { d: AnyResource; id: number; name: string; related?: readonly (readonly unknown[])[] }

export function DeleteRecordButton({ d, id, name, related }: DeleteRecordButtonProps) {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const singular = d.labels.singular.toLowerCase();
  const mutation = useMutation({
    mutationFn: () => resourceApi(d).remove(id),
    meta: { handlesErrors: true },
    onSuccess: () => {
      recordRemoved(queryClient, d, id, related);
      notifications.show({ message: `${d.labels.singular} deleted`, color: 'green' });
      void navigate(d.routes.base);
    },
  });
  return (
    <>
      <Button color="red" variant="light" onClick={() => { mutation.reset(); setOpened(true); }}>Delete</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Delete ${singular}`} centered>
        <Stack gap="sm">
          <Text size="sm">Delete the {singular} {name}? This cannot be undone.</Text>
          {mutation.error ? <Alert color="red" role="alert">{mutation.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>Cancel</Button>
            <Button color="red" loading={mutation.isPending} onClick={() => mutation.mutate()}>Delete</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
