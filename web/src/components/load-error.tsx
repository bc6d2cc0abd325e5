import { Alert, Button, Stack, Text } from '@mantine/core';
import { ApiError } from '../lib/api/api-error';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence ("The timeline could not be loaded.") */
  message: string;
  /** What it means for the user, or the server's words, when they add something */
  detail?: string;
  /** Reads it again (the query's refetch); nothing else on screen is lost */
  onRetry: () => void;
  retrying: boolean;
}

/** A read that failed, said in words, with Retry: a passing network or server fault needs no page reload. */
export function LoadError({ message, detail, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert color="red" title={message}>
      <Stack gap="xs" align="flex-start">
        {detail ? <Text size="sm">{detail}</Text> : null}
        <Button size="xs" variant="light" loading={retrying} onClick={onRetry}>Retry</Button>
      </Stack>
    </Alert>
  );
}

/**
 * A read's error as the user should meet it. A refusal (4xx: not found, not theirs, a bad filter)
 * will not change on Retry: the server's answer is the whole message, and names nothing of another
 * division's. A server or network fault may pass: LoadError, with Retry.
 */
export function ReadError({ error, message, ...retry }: { error: Error } & Omit<LoadErrorProps, 'detail'>) {
  if (error instanceof ApiError && error.status < 500) return <Alert color="red">{error.message}</Alert>;
  return <LoadError message={message} detail={error.message} {...retry} />;
}
