import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { loginErrorText } from '../../../lib/auth/login-error';
import { signInAgain } from '../../../lib/auth/oidc';

interface LoginErrorDialogProps {
  error: string;
  description: string | null;
}

/** The identity provider refused the sign-in; the only way on is to sign in again. */
export function LoginErrorDialog({ error, description }: LoginErrorDialogProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSignInAgain = () => {
    setPending(true);
    signInAgain().catch((reason: unknown) => {
      setPending(false);
      setFailure(reason instanceof Error ? reason.message : String(reason));
    });
  };

  return (
    <Modal
      opened
      onClose={() => {}}
      title="Login Error"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Text>{loginErrorText(error, description)}</Text>
      {failure && (
        <Text c="red" mt="sm">
          {failure}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onSignInAgain} loading={pending}>
          Sign-In Again
        </Button>
      </Group>
    </Modal>
  );
}
