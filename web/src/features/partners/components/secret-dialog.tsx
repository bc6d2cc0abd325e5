// The one time a partner's client secret is shown (after create or rotation): the server keeps
// only its hash, so closing this dialog loses it for good.
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

interface SecretDialogProps { clientId: string; secret: string; onClose: () => void }

function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>{label}</Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code style={{ wordBreak: 'break-all', flex: 1 }} data-testid={`partner-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</Code>
        <CopyButton value={value}>
          {({ copied, copy }) => <Button size="xs" variant="light" onClick={copy} aria-label={`Copy ${label}`}>{copied ? 'Copied' : 'Copy'}</Button>}
        </CopyButton>
      </Group>
    </Stack>
  );
}

export function SecretDialog({ clientId, secret, onClose }: SecretDialogProps) {
  return (
    <Modal opened onClose={onClose} title="Partner credentials" centered size="lg" closeOnClickOutside={false}>
      <Stack gap="sm">
        <Alert color="yellow" title="Copy the secret now">
          This client secret will not be shown again. Store it where the partner's system keeps its credentials;
          if it is lost, rotate the secret to issue a new one.
        </Alert>
        <CopyRow label="Client ID" value={clientId} />
        <CopyRow label="Client Secret" value={secret} />
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
