import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface SomethingWentWrongDialogProps {
  /** Collected failure texts; the dialog is open while there are any. */
  errors: string[];
  onClose: () => void;
}

export function SomethingWentWrongDialog({ errors, onClose }: SomethingWentWrongDialogProps) {
  return (
    <Modal opened={errors.length > 0} onClose={onClose} title="Something Went Wrong" centered>
      <Stack gap="xs">
        {errors.map((error) => (
          <Text key={error}>{error}</Text>
        ))}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
