// What every wall page (Patient Central, Nursing Station, Team Mode) composes into the wall from
// other features: the user's columns (a preference); Expand opens the live video overlay for the
// tile's patient; the stat alarm, privacy curtain and nudge are the tile's actions and its overlay.
import { useCallback } from 'react';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import type { WallMonitor } from '../../features/central-monitoring/components/monitor-tile';
import { useLiveVideoStore } from '../../features/live-video/hooks/live-video-store';
import { MonitoringActions, MonitoringOverlay } from '../../features/monitoring-actions/components/monitoring-slots';
import { GRID_COLUMN_CHOICES, useGridColumns } from '../../features/preferences/hooks/use-grid-columns';
import type { MonitoringSource } from '../../lib/media/session-types';

/** Connect All's pause between tiles when the health system has not set one (ms). */
const DEFAULT_CONNECT_INTERVAL_MS = 500;

const renderActions = (monitor: WallMonitor) => <MonitoringActions monitor={monitor} />;
const renderOverlay = (monitor: WallMonitor) => <MonitoringOverlay monitor={monitor} />;

export function useWallProps(source: MonitoringSource) {
  const user = useCurrentUser();
  const { columns, setColumns } = useGridColumns();
  // Kept across renders: the wall's tiles are memoised on their props.
  const onExpand = useCallback((monitor: WallMonitor) => useLiveVideoStore.getState().open({
    patientId: monitor.patient.id, deviceId: monitor.video_device?.id ?? null, external: false, source,
  }), [source]);
  return {
    source,
    columns,
    columnChoices: GRID_COLUMN_CHOICES,
    onColumnsChange: setColumns,
    connectIntervalMs: user.hospital.connect_all_interval_ms ?? DEFAULT_CONNECT_INTERVAL_MS,
    // As the live video overlay's call controls read it: the tiles' quality needs the flag too.
    qualityIndicator: user.enabled_flags.includes('connection_quality_indicator'),
    onExpand,
    renderActions,
    renderOverlay,
  };
}
