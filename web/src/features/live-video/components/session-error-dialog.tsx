import { Button, Group, Modal, Text } from '@mantine/core';
import { canReconnect, sessionErrorText } from '../../../lib/media/error-messages';
import type { CallEnd } from '../utils/call-end';

interface SessionEndDialogProps {
  end: CallEnd | null;
  /** the call's device, named when it reboots */
  deviceName: string | null;
  /** starts the same call again (same device and settings) */
  onReconnect: () => void;
  onClose: () => void;
}

function texts(end: CallEnd, deviceName: string | null) {
  if (end.kind === 'rebooting') {
    return {
      title: 'Device rebooting',
      message: `${deviceName ?? 'The device'} is rebooting, so the video visit has ended. Start a new visit once the device is back online.`,
      reconnect: false,
    };
  }
  return { ...sessionErrorText[end.code], reconnect: canReconnect(end.code) };
}

/**
 * How a call ended when the user did not hang up: a session error (spec section 8), with
 * Reconnect when reconnecting can mend it, or the device reboot the user asked for.
 */
export function SessionErrorDialog({ end, deviceName, onReconnect, onClose }: SessionEndDialogProps) {
  const shown = end ? texts(end, deviceName) : null;
  return (
    <Modal opened={shown !== null} onClose={onClose} title={shown?.title} centered data-error-code={end?.kind === 'error' ? end.code : undefined}>
      <Text data-testid="session-error-message">{shown?.message}</Text>
      <Group justify="flex-end" mt="md">
        {shown?.reconnect ? <Button variant="default" onClick={onClose}>OK</Button> : null}
        {shown?.reconnect ? <Button onClick={onReconnect} data-autofocus>Reconnect</Button> : <Button onClick={onClose}>OK</Button>}
      </Group>
    </Modal>
  );
}
