import { Button, Group, Modal, Text } from '@mantine/core';
import { sessionErrorText } from '../../../lib/media/error-messages';
import type { SessionErrorCode } from '../../../lib/media/video-session';

/** How a session ended, when it did not end by the user's hang-up (spec section 8). */
export function SessionErrorDialog({ code, onClose }: { code: SessionErrorCode | null; onClose: () => void }) {
  const text = code ? sessionErrorText[code] : null;
  return (
    <Modal opened={text !== null} onClose={onClose} title={text?.title} centered data-error-code={code ?? undefined}>
      <Text data-testid="session-error-message">{text?.message}</Text>
      <Group justify="flex-end" mt="md"><Button onClick={onClose}>OK</Button></Group>
    </Modal>
  );
}
