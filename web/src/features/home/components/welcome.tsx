import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';

/** `message`: the current division's welcome message (Hospitals › Homepage), when it has one. */
export function Welcome({ displayName, message = null }: { displayName: string; message?: string | null }) {
  return (
    <Stack gap="xs">
      <PageTitle>Welcome, {displayName}</PageTitle>
      {message ? <Text data-testid="welcome-message" style={{ whiteSpace: 'pre-line' }}>{message}</Text> : null}
    </Stack>
  );
}
