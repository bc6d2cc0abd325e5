// The call: the patient's video, the microphone warning and the call buttons. Device controls
// (issue 6: camera, presets, volume, TV, reboot, quality) come in through `controls`.
import { Badge, Box, Button, Flex, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import type { VideoSession } from '../../../lib/media/video-session';
import { useFrozenSince } from '../hooks/use-frozen-since';
import { useSessionSnapshot } from '../hooks/use-session-snapshot';
import { FrozenOverlay } from './frozen-overlay';
import { RemoteVideo } from '../../../components/remote-video';
import { CallRoomParticipants } from './room-participants';

interface CallViewProps {
  session: VideoSession;
  preview: boolean;
  onHangUp: () => void;
  onJoinFromPreview: () => void;
  /** wraps the video (digital zoom) */
  renderVideo: (video: ReactNode) => ReactNode;
  controls: ReactNode;
  /** beside the video (below it when the overlay is narrow), never over it: the camera panel */
  aside?: ReactNode;
  /** below the call buttons: what the host composes into the call (Aimee) */
  extra?: ReactNode;
  /** drawn over the picture: what the host composes over it (the monitor's privacy curtain) */
  overPicture?: ReactNode;
}

const PART_FAILED = 'This part of the call could not be shown. The call goes on.';

/**
 * What sits beside the call's core (the device and camera controls, the host's extra): if it fails
 * to draw, a line says so and the call goes on, since the picture, MIC IS OPEN, Mute and Hang Up
 * are not in it. The core failing ends the call instead (the overlay's boundary, overlay-boundary.tsx);
 * so does the picture's curtain, which is not contained here: the room must not show unveiled.
 */
function CallPart({ part, children }: { part: string; children: ReactNode }) {
  if (!children) return null;
  return <ErrorBoundary part={part} fallback={() => <Text size="sm" c="dimmed">{PART_FAILED}</Text>}>{children}</ErrorBoundary>;
}

export function CallView({ session, preview, onHangUp, onJoinFromPreview, renderVideo, controls, aside, extra, overPicture }: CallViewProps) {
  const snapshot = useSessionSnapshot(session);
  const playing = snapshot.state === 'playing';
  const micOpen = playing && !preview && !snapshot.micMuted;
  const frozenSince = useFrozenSince(session);
  return (
    <Stack gap="xs" data-session-state={snapshot.state}>
      <Flex gap="xs" wrap="wrap" align="flex-start">
        <Box pos="relative" style={{ flex: '1 1 400px', minWidth: 0 }}>
          {renderVideo(<RemoteVideo stream={snapshot.remoteStream} frozen={frozenSince !== null} onFirstFrame={session.framePresented} />)}
          {overPicture}
          {snapshot.state === 'connecting' ? (
            <Group pos="absolute" inset={0} justify="center" align="center" c="white" gap="xs">
              <Loader size="sm" color="white" /><Text>Connecting…</Text>
            </Group>
          ) : null}
          {frozenSince !== null ? <FrozenOverlay since={frozenSince} /> : null}
          {micOpen ? (
            <Badge pos="absolute" top={8} right={8} color="red" variant="filled" size="lg">MIC IS OPEN</Badge>
          ) : null}
        </Box>
        <CallPart part="camera panel">{aside}</CallPart>
      </Flex>
      <CallRoomParticipants session={session} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          {!preview ? (
            <Button size="xs" variant={snapshot.micMuted ? 'filled' : 'light'} disabled={!playing} onClick={() => session.setMicMuted(!snapshot.micMuted)}>
              {snapshot.micMuted ? 'Unmute' : 'Mute'}
            </Button>
          ) : <Text size="sm" c="dimmed">Preview (muted)</Text>}
          {preview ? <Button size="xs" onClick={onJoinFromPreview}>Join Video Visit</Button> : null}
        </Group>
        <Group gap="xs">
          <CallPart part="device controls">{controls}</CallPart>
          <Button size="xs" color="red" onClick={onHangUp}>Hang Up</Button>
        </Group>
      </Group>
      <CallPart part="call extra">{extra}</CallPart>
    </Stack>
  );
}
