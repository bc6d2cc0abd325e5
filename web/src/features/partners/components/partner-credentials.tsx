// A partner's credentials on its edit page: the client id, when the current secret was issued, and
// Rotate secret (after a confirm, since the partner's system stops working until it has the new one).
import type { components } from '@bedside/openapi/api';
import { formatDateTime, partners } from '@bedside/resources';
import { Alert, Button, Card, Code, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { patchRecord } from '../../../lib/resources/patch-record';
import { resourceApi } from '../../../lib/resources/resource-api';
import { rotatePartnerSecret } from '../api/rotate-partner-secret';
import { SecretDialog } from './secret-dialog';

type Partner = components['schemas']['Partner'];

export function PartnerCredentials({ row }: { row: Partner }) {
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const dates = useDateFormatSettings();
  const rotate = useMutation({
    mutationFn: () => rotatePartnerSecret(row.id),
    meta: { handlesErrors: true },
    onSuccess: ({ client_secret: issued, ...partner }) => {
      setConfirming(false);
      setSecret(issued ?? null);
      // The cached record and lists get the new issue time, never the secret.
      patchRecord(queryClient, partners, partner.id, partner);
      void queryClient.invalidateQueries({ queryKey: resourceApi(partners).revisionsOptions(partner.id).queryKey });
    },
  });
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} size="h5">Credentials</Title>
        <Text size="sm">Client ID <Code>{row.client_id}</Code></Text>
        <Text size="sm" c="dimmed">Secret issued {formatDateTime(row.secret_rotated_at, dates)}. It is stored only as a hash and cannot be shown again.</Text>
        <Group><Button variant="light" color="orange" onClick={() => { rotate.reset(); setConfirming(true); }}>Rotate secret</Button></Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Rotate secret" centered>
        <Stack gap="sm">
          <Text size="sm">Issue a new secret for {row.name}? The current secret stops working at once.</Text>
          {rotate.error ? <Alert color="red" role="alert">{rotate.error.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>Cancel</Button>
            <Button color="orange" loading={rotate.isPending} onClick={() => rotate.mutate()}>Rotate secret</Button>
          </Group>
        </Stack>
      </Modal>
      {secret ? <SecretDialog clientId={row.client_id} secret={secret} onClose={() => setSecret(null)} /> : null}
    </Card>
  );
}
