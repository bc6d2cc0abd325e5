import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ApiError } from '../lib/api/api-error';

// fetch rejects with a TypeError when the network is down; spec text for that case.
function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError || !(error instanceof Error)) return 'Unknown network error. Please reload the page.';
  return error.message;
}

/** Last-resort page when a route fails to load its code or data. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Center h="100vh">
      <Stack align="center" maw={480}>
        <Title order={2}>Something Went Wrong</Title>
        <Text ta="center">{errorText(error)}</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
