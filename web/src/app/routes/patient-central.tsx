// /patient-central/:viewId?: the Patient Central wall. The page composes what the wall shows from
// other features: Expand opens the live video overlay for the tile's patient; `renderActions` and
// `renderOverlay` are where the stat alarm, privacy curtain and nudge go (none yet).
import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { PatientCentralWall } from '../../features/central-monitoring/components/patient-central-wall';
import type { WallMonitor } from '../../features/central-monitoring/components/monitor-tile';
import { useLiveVideoStore } from '../../features/live-video/hooks/live-video-store';
import { RouteHeader } from '../resources/resource-page-header';

/** Connect All's pause between tiles when the health system has not set one (ms). */
const DEFAULT_CONNECT_INTERVAL_MS = 500;

const expand = (monitor: WallMonitor) => useLiveVideoStore.getState().open({
  patientId: monitor.patient.id, deviceId: monitor.video_device?.id ?? null, external: false, source: 'central_monitoring',
});

export function Component() {
  const user = useCurrentUser();
  const { viewId } = useParams();
  const id = viewId && /^\d+$/.test(viewId) ? Number(viewId) : null;
  return (
    <>
      <RouteHeader />
      <PatientCentralWall
        key={id ?? 'all'}
        viewId={id}
        columns={user.grid_column_number}
        connectIntervalMs={user.hospital.connect_all_interval_ms ?? DEFAULT_CONNECT_INTERVAL_MS}
        onExpand={expand}
      />
    </>
  );
}
