import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { startSignIn } from '../../../lib/auth/oidc';

interface LoginPanelProps {
  /** Where to go after sign-in; present when a secured page sent the user here. */
  redirectTo: string | null;
}

/**
 * Sign-in is redirect-based. A user bounced from a secured page goes straight on to the identity
 * provider; a user who arrives here on purpose (e.g. after Log Out) clicks "Sign in".
 */
export function LoginPanel({ redirectTo }: LoginPanelProps) {
  const autoStart = redirectTo !== null;
  const [pending, setPending] = useState(autoStart);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const signIn = () =>
    startSignIn(redirectTo ?? '/').catch((reason: unknown) => {
      setPending(false);
      setError(reason instanceof Error ? reason.message : String(reason));
    });

  useEffect(() => {
    // StrictMode runs effects twice; one redirect is enough.
    if (!autoStart || started.current) return;
    started.current = true;
    void signIn();
  });

  const onClick = () => {
    setError(null);
    setPending(true);
    void signIn();
  };

  return (
    <Paper withBorder shadow="sm" p="xl" maw={420} mx="auto" mt={80}>
      <Stack>
        <Title order={1} size="h2">Welcome to Bedside</Title>
        <Text c="dimmed">Sign in with your organisation account to continue.</Text>
        {error && (
          <Alert color="red" title="Sign-in could not start">
            {error}
          </Alert>
        )}
        <Button onClick={onClick} loading={pending} size="md">
          Sign in
        </Button>
      </Stack>
    </Paper>
  );
}
