// One monitored patient's live picture, connected while it is shown: the tile session of the wall
// (reconnecting by itself, letting go of the picture in a background tab) without the wall around
// it. Infinity Watch shows one at a time; the page keys it by monitor, so moving on ends the last.
import { Box, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import type { MonitoringSource } from '../../../lib/media/session-types';
import { useTile, useWall } from '../hooks/use-wall';
import { tileNotice } from '../utils/tile-text';
import type { WallMonitor } from './monitor-tile';
import { TileVideo } from './tile-video';

export function LiveTile({ monitor, source }: { monitor: WallMonitor; source: MonitoringSource }) {
  const active = monitor.status === 'active';
  const deviceId = monitor.video_device?.id ?? null;
  const monitors = useMemo(() => [{ id: monitor.id, active, patientId: monitor.patient.id, divisionId: monitor.division.id, deviceId }], [monitor.id, active, monitor.patient.id, monitor.division.id, deviceId]);
  const { wall } = useWall(monitors, source);
  const tile = wall.tileFor(monitor.id);
  const state = useTile(tile);
  // After the wall's own effects (declared first): the tile exists and knows its patient.
  useEffect(() => {
    if (active) wall.connect(monitor.id);
  }, [wall, monitor.id, active]);
  const notice = active ? tileNotice(state, tile.connected) : `No video while the monitor is ${monitor.status}`;
  return (
    <Box pos="relative" data-testid="live-tile" data-phase={state.phase}>
      <TileVideo stream={state.stream} receiving={state.receiving} audible={false} frozen={state.phase === 'frozen'} />
      {notice ? (
        <Text role="status" size="sm" c="white" fw={600} ta="center"
          style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(0,0,0,0.55)' }}>
          {notice}
        </Text>
      ) : null}
    </Box>
  );
}
