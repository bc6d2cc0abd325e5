import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** the button that does it, e.g. End Visit */
  confirmLabel: string;
  /** the button that keeps things as they are */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that ends a visit. The safe choice has the focus, so Enter or Escape
 * never ends a visit by accident.
 */
export function ConfirmDialog({ opened, title, message, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>{cancelLabel}</Button>
        <Button color="red" onClick={onConfirm}>{confirmLabel}</Button>
      </Group>
    </Modal>
  );
}
