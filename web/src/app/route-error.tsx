import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ApiError } from '../lib/api/api-error';
import { UNKNOWN_NETWORK_ERROR } from '../lib/session/session-store';

/** What fetch and a page's lazy import reject with when the network is down (Chromium, Firefox, Safari). */
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network request failed|dynamically imported module|importing a module script failed/i;
/**
 * Vite's preload of a page's stylesheet when the network is down: a plain Error, not a TypeError
 * ("Unable to preload CSS for /assets/….css" was shown as it was; session QA).
 */
const PRELOAD_FAILURE = /^Unable to preload CSS for /;

/**
 * The spec's text when the network failed. A fault of the app itself (a TypeError such as
 * "Cannot read properties of undefined") is a TypeError too, but was told as a network error.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (!(error instanceof Error) || (error instanceof TypeError && NETWORK_FAILURE.test(error.message)) || PRELOAD_FAILURE.test(error.message)) return UNKNOWN_NETWORK_ERROR;
  if (error instanceof TypeError) return 'This page could not be shown because of an error in the app. Please reload the page; if it happens again, tell your administrator.';
  return error.message;
}

/** The app's error page: its title and errorText, Reload, and Try Again where the failed part can be drawn again. */
export function SomethingWentWrong({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Stack align="center" maw={480}>
      <Title order={1} size="h2">Something Went Wrong</Title>
      <Text ta="center">{errorText(error)}</Text>
      <Group>
        {onRetry ? <Button variant="default" onClick={onRetry}>Try Again</Button> : null}
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Group>
    </Stack>
  );
}

/** Last-resort page when a route fails to load its code or data, or the shell itself fails. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Center h="100vh">
      <SomethingWentWrong error={error} />
    </Center>
  );
}
