// The live video overlay's own error boundary (the shell's docked overlay and the /live-video page's).
// When the overlay fails (a render error in the call view, its code not loading), a message takes
// its place and the visit ends; the page, the shell and the rest of the app go on.
// Why the visit ends rather than going on unseen: the call view is what shows that the microphone
// is open (MIC IS OPEN), that the picture froze, and holds Mute and Hang Up (live video §2). A call
// left running without it lets the room hear a clinician who can neither see that nor stop it.
// The session also lives in the overlay's state (use-call.ts), so it cannot outlive the overlay:
// its cleanup hangs it up, audited and with the meeting left. hangUpVisits ends what that cleanup
// misses: a session started in the very render that failed, whose cleanup never mounted.
import { Button, getDefaultZIndex, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { useLiveVideoStore, type LiveVideoRequest } from '../../features/live-video/hooks/live-video-store';
import { hangUpVisits } from '../../lib/media/open-sessions';
import { UNKNOWN_NETWORK_ERROR } from '../../lib/session/session-store';
import { errorText } from '../route-error';

const STOPPED = 'The video window stopped because of an error, and any call it had was ended: the room no longer sees or hears you.';
const START_AGAIN = 'Start the video visit again; if it happens again, tell your administrator.';

function OverlayFailed({ error, external, retry }: { error: unknown; external: boolean; retry: () => void }) {
  const close = useLiveVideoStore((s) => s.close);
  // The overlay's code that did not load: the network's words, as the app's error page says them.
  const next = errorText(error) === UNKNOWN_NETWORK_ERROR ? UNKNOWN_NETWORK_ERROR : START_AGAIN;
  // Where the overlay was: over the shell's pages (as its frame, just above the app shell), or in
  // the /live-video page, whose only content it is (Try Again shows its settings again there).
  const placement = external
    ? { position: 'relative' as const, maxWidth: 960, marginInline: 'auto' }
    : { position: 'fixed' as const, top: 72, left: '50%', transform: 'translateX(-50%)', width: 'min(480px, calc(100vw - 32px))', zIndex: getDefaultZIndex('app') + 1 };
  return (
    <Paper role="dialog" aria-label="Patient Video" shadow="xl" radius="md" withBorder p="md" style={placement}>
      <Stack gap="sm">
        <Text role="alert" data-testid="overlay-failed">{STOPPED} {next}</Text>
        <Group justify="flex-end">
          {external ? <Button onClick={retry}>Try Again</Button> : <Button onClick={close}>Close</Button>}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A new request (another visit opened) shows the overlay again. */
export function OverlayBoundary({ request, children }: { request: LiveVideoRequest; children: ReactNode }) {
  return (
    <ErrorBoundary
      part="live video overlay"
      resetKeys={[request]}
      onError={hangUpVisits}
      fallback={(error, retry) => <OverlayFailed error={error} external={request.external} retry={retry} />}
    >
      {children}
    </ErrorBoundary>
  );
}
