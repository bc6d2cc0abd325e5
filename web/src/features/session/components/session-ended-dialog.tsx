import { Button, Group, Modal, Text } from '@mantine/core';

interface SessionEndedDialogProps {
  opened: boolean;
  title: string;
  message: string;
  onSignInAgain: () => void;
}

/**
 * The session cannot go on (inactivity time-out, sign-in from another device): the only way
 * forward is Sign-In Again, which logs out.
 */
export function SessionEndedDialog({ opened, title, message, onSignInAgain }: SessionEndedDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title={title}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      zIndex={400}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onSignInAgain}>Sign-In Again</Button>
      </Group>
    </Modal>
  );
}
