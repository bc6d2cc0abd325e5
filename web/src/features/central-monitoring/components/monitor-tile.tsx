// One patient's tile on the Patient Central wall: live video of its own monitoring session, the
// masked name, room, monitor status, room alerts, acuity score and connection quality (with the
// flag, as in a visit), and the tile's buttons. Slots for what the page composes in from other
// features (actions, overlays).
// Memoised, with props that keep their identity: a change on the wall (Connect All starting or
// ending, another tile's Talk) re-rendered every tile, about 6 ms each on the 2-core machine.
import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import type { components } from '@bedside/openapi/api';
import { MaskedText } from '../../../components/masked-text';
import { MonitorStatusTag } from '../../../components/status-tag';
import { apiCall, apiQueryOptions } from '../../../lib/api/api-query';
import { afterConnecting } from '../../../lib/api/call-lanes';
import { isMeetingOpenHere } from '../../../lib/media/open-sessions';
import { useTile } from '../hooks/use-wall';
import type { SightWatch } from '../utils/sight-watch';
import type { TileController } from '../utils/tile-controller';
import { acuityColor, qualityBadge, tileNotice } from '../utils/tile-text';
import { RoomAlerts } from './room-alerts';
import { TileVideo } from './tile-video';

export type WallMonitor = components['schemas']['PatientMonitor'];
type Participant = components['schemas']['RoomParticipant'];

export interface TileSlots {
  /** More buttons for the tile (composed by the page from other features). */
  renderActions?: (monitor: WallMonitor) => ReactNode;
  /** Something drawn over the picture (composed by the page from other features). */
  renderOverlay?: (monitor: WallMonitor) => ReactNode;
}

interface MonitorTileProps extends TileSlots {
  monitor: WallMonitor;
  tile: TileController;
  acuity: number | undefined;
  talkingHere: boolean;
  listeningHere: boolean;
  onTalk(monitorId: number, on: boolean): void;
  onListen(monitorId: number, on: boolean): void;
  onConnect(monitorId: number, on: boolean): void;
  onExpand?: (monitor: WallMonitor) => void;
  /** Watches whether the tile is in the viewport (none: always counted as in sight). */
  sight: SightWatch | null;
  /** The user has the connection_quality_indicator flag: without it no tile shows its quality (live-video §4). */
  qualityIndicator: boolean;
}

/**
 * Someone else in a visit with this room has their microphone open (the room hears them): another
 * clinician, or the user in another call (this window's overlay, or another window). The API names
 * the meetings of the user's own visits, so the tile's own is told apart from those.
 */
function useOtherMic(deviceId: number | null, ownMeetingId: string | null): (Participant & { here: boolean }) | null {
  const participants = useQuery({
    ...apiQueryOptions('listVideoDeviceParticipants', { id: deviceId ?? 0 }),
    // A reload (after this tile's own join, among others) waits while the wall's calls connect.
    queryFn: ({ signal }) => afterConnecting(() => apiCall('listVideoDeviceParticipants', { id: deviceId ?? 0 }, undefined, signal)),
    enabled: deviceId !== null,
    // Not knowing who else is in the room must not open an error dialog over the wall.
    meta: { handlesErrors: true },
  });
  // The tile's own open microphone is the MIC IS OPEN it already shows.
  const other = (participants.data ?? []).find((p) => p.mic_open && !(p.you && p.meeting_id === ownMeetingId));
  return other ? { ...other, here: other.you && isMeetingOpenHere(other.meeting_id) } : null;
}

/**
 * Each tile composited on its own. A wall of 30 live videos: every frame the page's thread made
 * (a tile connecting, playing, its quality changing) spent 16 ms on average working out the page's
 * layers around 30 video layers (Layerize), up to 67 ms each once all played; with the tiles
 * composited 5 ms. Wall bench at 30 tiles, 4 interleaved rounds: Chromium 99-113 % of a core
 * while playing against 117-133 %, memory unchanged.
 */
const tileStyle = { willChange: 'transform' } as const;

export const MonitorTile = memo(function MonitorTile({ monitor, tile, acuity, talkingHere, listeningHere, onTalk, onListen, onConnect, onExpand, sight, qualityIndicator, renderActions, renderOverlay }: MonitorTileProps) {
  const state = useTile(tile);
  const id = monitor.id;
  const sightRef = useCallback((element: HTMLElement | null) => (element && sight ? sight.watch(element, id) : undefined), [sight, id]);
  const otherMic = useOtherMic(monitor.video_device?.id ?? null, state.session?.getSnapshot().meetingId ?? null);
  const active = monitor.status === 'active';
  const notice = active ? tileNotice(state, tile.connected) : null;
  const live = state.phase === 'playing' || state.phase === 'frozen';
  const quality = live && qualityIndicator ? qualityBadge(state.quality) : null;
  // What depends on the monitor alone is made once: an element React already rendered is skipped,
  // so a tile's own changes (connecting, playing, its quality) re-render the video, notice and
  // buttons, not the slots' alarm, curtain and nudge nor the name and alerts. At Connect All on a
  // wall of 30 each tile renders three or four times while the page's thread is needed for the calls.
  const overlay = useMemo(() => renderOverlay?.(monitor), [renderOverlay, monitor]);
  const actions = useMemo(() => renderActions?.(monitor), [renderActions, monitor]);
  const patient = useMemo(() => (
    <Group justify="space-between" wrap="nowrap" gap={4}>
      <Text fw={600} size="sm" truncate><MaskedText value={monitor.patient.display_name} type="patient_name" /></Text>
      <MonitorStatusTag status={monitor.status} />
    </Group>
  ), [monitor]);
  const alerts = useMemo(() => <RoomAlerts alerts={monitor.room?.alerts ?? []} />, [monitor]);
  return (
    <Card withBorder padding={0} style={tileStyle} ref={sightRef} data-testid="wall-tile" data-monitor-id={monitor.id} data-phase={state.phase} data-reconnects={state.reconnects} role="group" aria-label={`Room ${monitor.room?.name ?? 'N/A'}`}>
      <Box pos="relative">
        <TileVideo stream={state.stream} receiving={state.receiving} audible={state.audible} frozen={state.phase === 'frozen'} onFirstFrame={state.session?.framePresented} />
        {notice ? (
          <Text data-testid="tile-notice" role="status" size="sm" c="white" fw={600} ta="center" p="xs"
            style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', background: state.phase === 'connecting' ? 'transparent' : 'rgba(0,0,0,0.55)' }}>
            {notice}
          </Text>
        ) : null}
        {!active ? <Text size="sm" c="white" ta="center" style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>No video while the monitor is {monitor.status}</Text> : null}
        {/* A live region: an open microphone to the room is said, not only shown (a11y QA). */}
        <Stack gap={2} style={{ position: 'absolute', top: 6, left: 6 }} role="status">
          {state.talking ? <Badge color="red" variant="filled" data-testid="mic-open">MIC IS OPEN</Badge> : null}
          {otherMic ? <Badge color="red" variant="filled" tt="none" data-testid="other-mic-open">MIC IS OPEN: {otherMic.here ? 'you, in this window' : otherMic.you ? 'you, another window' : otherMic.name}</Badge> : null}
        </Stack>
        {overlay}
      </Box>
      <Stack gap={4} p="xs">
        {patient}
        <Group gap={6}>
          <Text size="sm">Room {monitor.room?.name ?? 'N/A'}</Text>
          {acuity !== undefined ? <Badge size="sm" variant="light" color={acuityColor(acuity)} data-testid="acuity">Acuity {acuity}</Badge> : null}
          {quality ? <Badge size="sm" variant="dot" color={quality.color} tt="none" data-testid="tile-quality">{quality.text}</Badge> : null}
        </Group>
        {alerts}
        {state.talkError ? <Text size="xs" c="red.8" role="alert">The microphone could not be opened.</Text> : null}
        <Group gap={4}>
          {tile.connected
            ? <Button size="compact-xs" variant="default" onClick={() => onConnect(id, false)}>Disconnect</Button>
            : <Button size="compact-xs" variant="default" disabled={!active} onClick={() => onConnect(id, true)}>Connect</Button>}
          <Button size="compact-xs" color={state.talking ? 'red' : undefined} variant={state.talking ? 'filled' : 'default'} disabled={!live} aria-pressed={talkingHere} onClick={() => onTalk(id, !state.talking)}>Talk</Button>
          <Button size="compact-xs" variant={listeningHere ? 'filled' : 'default'} disabled={!live} aria-pressed={listeningHere} onClick={() => onListen(id, !listeningHere)}>Listen</Button>
          {onExpand ? <Button size="compact-xs" variant="default" onClick={() => onExpand(monitor)}>Expand</Button> : null}
          {actions}
        </Group>
      </Stack>
    </Card>
  );
});
