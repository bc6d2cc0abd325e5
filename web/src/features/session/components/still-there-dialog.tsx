import { Button, Group, Modal, Text } from '@mantine/core';

interface StillThereDialogProps {
  opened: boolean;
  onStay: () => void;
}

/** Asked after the inactivity timeout; unanswered, the session ends 3 minutes later. */
export function StillThereDialog({ opened, onStay }: StillThereDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title="Still There?"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Text>Please click the button below to stay logged in.</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onStay}>Stay Logged In</Button>
      </Group>
    </Modal>
  );
}
