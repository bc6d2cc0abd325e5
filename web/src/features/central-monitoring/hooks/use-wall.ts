// The wall's controller for React: made once per page, each tile's session created on demand
// (one per tile, never the overlay's global one), the tab's visibility followed, and every tile
// disconnected when the page goes away.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiCall } from '../../../lib/api/api-query';
import { MetricsQueue } from '../../../lib/media/metrics-queue';
import { onDeviceOnline } from '../../../lib/media/device-online';
import { onVisitStarted } from '../../../lib/media/open-sessions';
import { createMonitoringSession } from '../../../lib/media/monitoring-session';
import type { MonitoringSource } from '../../../lib/media/session-types';
import { SightWatch } from '../utils/sight-watch';
import { TileController, type TileState } from '../utils/tile-controller';
import { WallController, type WallMonitor } from '../utils/wall-controller';

/**
 * Each tile's getStats poll: every 500 ms until its first frame, then every second (a frozen tile
 * shows within a second or two). The first frame on screen is told by the tile's video element
 * (useFirstFrame), so the poll before it is only the fallback; at 100 ms, 30 connecting tiles'
 * reports were a sixth of the page's main thread while Connect All ran. The overlay's 20 ms and
 * 500 ms, times 30 tiles, kept Chromium busy.
 */
const TILE_POLLS = { firstFramePollMs: 500, framePollMs: 1_000 };

/** `source`: where the wall is, for the audit log (Patient Central, Nursing Station: central_monitoring). */
type ListedMonitor = WallMonitor & { patientId: number; divisionId: number; deviceId: number | null };

export function useWall(monitors: readonly ListedMonitor[], source: MonitoringSource = 'central_monitoring') {
  // Each tile's patient and division, as the wall last listed them (read when a tile connects or
  // records, never in render).
  const [patients] = useState(() => new Map<number, { patientId: number; divisionId: number }>());
  // The tiles' metric records, sent together every 5 minutes, at Disconnect All and when the page goes.
  const [metrics] = useState(() => new MetricsQueue({ save: (records) => apiCall('saveVideoMetrics', {}, { video_device_metrics: records }) }));
  const [wall] = useState(() => new WallController((id) => new TileController({
    createSession: () => createMonitoringSession({ id, patientId: patients.get(id)?.patientId ?? 0, source, talk: true, candidatesInAnswer: true, polls: TILE_POLLS }),
    reportMic: async (meetingId, muted) => {
      await apiCall('setMeetingMic', { id: meetingId }, { muted });
    },
    metrics: { push: (record) => metrics.push(record), get divisionId() { return patients.get(id)?.divisionId ?? 0; } },
  })));
  const [sight] = useState(() => (typeof IntersectionObserver === 'undefined' ? null : new SightWatch((id, inSight) => wall.setInSight(id, inSight))));

  useEffect(() => {
    for (const m of monitors) patients.set(m.id, { patientId: m.patientId, divisionId: m.divisionId });
    wall.sync(monitors);
  }, [wall, patients, monitors]);

  // A visit started (a tile expanded, say): its room alone hears the user and is heard.
  useEffect(() => onVisitStarted(() => wall.quiet()), [wall]);

  // A camera back online: its tile, if it waits to reconnect, connects now.
  useEffect(() => onDeviceOnline((deviceId) => {
    for (const m of monitors) if (m.deviceId === deviceId) wall.tileFor(m.id).retryNow();
  }), [wall, monitors]);

  useEffect(() => {
    const follow = () => wall.setPageShown(document.visibilityState !== 'hidden');
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, [wall]);

  useEffect(() => {
    metrics.start();
    return () => {
      wall.disconnectAll();
      void metrics.stop();
    };
  }, [wall, metrics]);

  return { wall, sight, metrics, state: useSyncExternalStore(wall.subscribe, wall.getState) };
}

export function useTile(tile: TileController): TileState {
  return useSyncExternalStore(tile.subscribe, tile.getState);
}
