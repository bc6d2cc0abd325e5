import { Alert, Button, Stack, Text } from '@mantine/core';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence ("The timeline could not be loaded.") */
  message: string;
  /** What it means for the user, when that is not obvious */
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
