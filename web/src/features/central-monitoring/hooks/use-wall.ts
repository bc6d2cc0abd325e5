// The wall's controller for React: made once per page, each tile's session created on demand
// (one per tile, never the overlay's global one), the tab's visibility followed, and every tile
// disconnected when the page goes away.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { apiCall } from '../../../lib/api/api-query';
import { createMonitoringSession } from '../../../lib/media/monitoring-session';
import { SightWatch } from '../utils/sight-watch';
import { TileController, type TileState } from '../utils/tile-controller';
import { WallController, type WallMonitor } from '../utils/wall-controller';

export function useWall(monitors: readonly (WallMonitor & { patientId: number })[]) {
  const patients = useRef(new Map<number, number>());
  const [wall] = useState(() => new WallController((id) => new TileController({
    // Created when the tile connects: the patient is the monitor's as the wall last listed it.
    createSession: () => createMonitoringSession({ id, patientId: patients.current.get(id) ?? 0, source: 'central_monitoring', talk: true }),
    reportMic: async (meetingId, muted) => {
      await apiCall('setMeetingMic', { id: meetingId }, { muted });
    },
  })));
  const [sight] = useState(() => (typeof IntersectionObserver === 'undefined' ? null : new SightWatch((id, inSight) => wall.setInSight(id, inSight))));

  useEffect(() => {
    for (const m of monitors) patients.current.set(m.id, m.patientId);
    wall.sync(monitors);
  }, [wall, monitors]);

  useEffect(() => {
    const follow = () => wall.setPageShown(document.visibilityState !== 'hidden');
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, [wall]);

  useEffect(() => () => wall.disconnectAll(), [wall]);

  return { wall, sight, state: useSyncExternalStore(wall.subscribe, wall.getState) };
}

export function useTile(tile: TileController): TileState {
  return useSyncExternalStore(tile.subscribe, tile.getState);
}
