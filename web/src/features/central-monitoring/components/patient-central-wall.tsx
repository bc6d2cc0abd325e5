// Patient Central (/patient-central/:viewId?): the monitored patients of a saved view of the patient
// monitors table (or every monitored patient of the working division) as a grid of live tiles,
// grid_column_number across. Connect All opens the tiles one after another, the health system's
// connect interval apart; each tile connects, fails and reconnects on its own. The Nursing Station
// (a unit's) and Team Mode (my patients') are the same wall over fixed filters (`scope`).
import { Alert, Button, Group, Loader, NativeSelect, Select, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { components } from '@bedside/openapi/api';
import { apiQueryOptions } from '../../../lib/api/api-query';
import { apiAllPagesQueryOptions } from '../../../lib/api/all-pages';
import { acuityScoresQueryOptions } from '../api/acuity-scores';
import type { MonitoringSource } from '../../../lib/media/session-types';
import { useDivisionStore } from '../../../lib/division/division-store';
import { useWall } from '../hooks/use-wall';
import { useWallRestore } from '../hooks/use-wall-restore';
import { MonitorTile, type TileSlots, type WallMonitor } from './monitor-tile';
import { ReadError } from '../../../components/load-error';

export type MonitorFilters = components['schemas']['PatientMonitorFilters'];

type MonitorStatus = components['schemas']['MonitorStatus'];
const MONITORED_STATUSES: readonly MonitorStatus[] = ['pending', 'active', 'paused'];
/** Without a view: the patients being monitored, as the monitors table shows them by default. */
export const MONITORED: MonitorFilters = { status: [...MONITORED_STATUSES] };

/**
 * The statuses a wall shows: the monitored ones, or those of them a view asks for. A view saved on
 * the monitors table may ask for none (every status) or for stopped ones: a wall never shows a
 * stopped or created monitor, nor one that stops while the wall is open.
 */
function wallStatuses(filters: MonitorFilters): MonitorStatus[] {
  return filters.status ? filters.status.filter((status) => MONITORED_STATUSES.includes(status)) : [...MONITORED_STATUSES];
}
/**
 * The chosen columns, as many as the window has room for: a tile needs about 200 px for its picture,
 * name and buttons. On a phone (390 px) 3 across made 112 px tiles whose names, banner and buttons
 * were cut off; a wide screen still shows up to 8.
 */
const MOST_ACROSS = { base: 1, xs: 2, sm: 3, md: 4, lg: 6, xl: 8 } as const;
const wallColumns = (columns: number) => Object.fromEntries(Object.entries(MOST_ACROSS).map(([size, most]) => [size, Math.max(1, Math.min(columns, most))]));

const byRoom = (a: WallMonitor, b: WallMonitor) => (a.room?.name ?? '').localeCompare(b.room?.name ?? '', undefined, { numeric: true }) || a.id - b.id;

/** A wall over fixed filters instead of a saved view, with its own picker (a unit's, say). */
export interface WallScope {
  filters: MonitorFilters;
  picker?: ReactNode;
  /** Said when the scope has no monitored patient. */
  empty: string;
}

interface PatientCentralWallProps extends TileSlots {
  viewId: number | null;
  scope?: WallScope;
  source?: MonitoringSource;
  columns: number;
  /** The columns the user may choose, saved by `onColumnsChange` (none: a fixed layout). */
  columnChoices?: readonly number[];
  onColumnsChange?: (columns: number) => void;
  connectIntervalMs: number;
  /** The user has the connection_quality_indicator flag (the tiles show a fair or poor connection). */
  qualityIndicator: boolean;
  onExpand?: (monitor: WallMonitor) => void;
}

function useViews(enabled: boolean) {
  return useQuery({ ...apiQueryOptions('listTableUserSettings', { table_id: 'patient_monitors' }), enabled });
}

export function PatientCentralWall({ viewId, scope, source, columns, columnChoices, onColumnsChange, connectIntervalMs, qualityIndicator, onExpand, renderActions, renderOverlay }: PatientCentralWallProps) {
  const navigate = useNavigate();
  const views = useViews(!scope);
  const view = viewId === null || scope ? null : views.data?.find((v) => v.id === viewId);
  const division = useDivisionStore((s) => s.divisionId) ?? '*';
  const asked = scope?.filters ?? (view?.metadata.filters as MonitorFilters | undefined) ?? MONITORED;
  const statuses = wallStatuses(asked);
  const filters = { ...asked, status: statuses.length ? statuses : [...MONITORED_STATUSES] };
  const waitingForView = !scope && viewId !== null && !views.data;
  const list = useQuery({
    ...apiAllPagesQueryOptions('listPatientMonitors', { division_id: division, filters }),
    enabled: !waitingForView && (scope !== undefined || viewId === null || view !== undefined),
  });
  const shownStatuses = statuses.join(',');
  const monitors = useMemo(
    () => (list.data?.results ?? []).filter((m) => shownStatuses.split(',').includes(m.status)).sort(byRoom),
    [list.data, shownStatuses],
  );
  const wallMonitors = useMemo(() => monitors.map((m) => ({ id: m.id, active: m.status === 'active', patientId: m.patient.id, divisionId: m.division.id, deviceId: m.video_device?.id ?? null })), [monitors]);
  const ids = useMemo(() => monitors.map((m) => m.id), [monitors]);
  const acuity = useQuery(acuityScoresQueryOptions(division, ids));
  const { wall, sight, metrics, state } = useWall(wallMonitors, source);
  useWallRestore(wall, wallMonitors, connectIntervalMs);
  // Callbacks that keep their identity, so a memoised tile re-renders only for its own changes.
  const tileActions = useMemo(() => ({
    onTalk: (id: number, on: boolean) => void wall.talk(id, on),
    onListen: (id: number, on: boolean) => wall.listen(on ? id : null),
    onConnect: (id: number, on: boolean) => (on ? wall.connect(id) : wall.disconnect(id)),
  }), [wall]);

  if (!scope && viewId !== null && views.data && !view) return <Alert color="yellow">This view does not exist or is not yours to see.</Alert>;
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          {scope ? scope.picker : (
            <Select
              aria-label="View"
              placeholder="All monitored patients"
              clearable
              data={(views.data ?? []).map((v) => ({ value: String(v.id), label: v.is_system ? `${v.name} (shared)` : v.name }))}
              value={viewId === null ? null : String(viewId)}
              onChange={(value) => void navigate(value ? `/patient-central/${value}` : '/patient-central')}
            />
          )}
          <Text size="sm" c="dimmed" data-testid="tile-count">{monitors.length} patients</Text>
        </Group>
        <Group gap="xs">
          {columnChoices && onColumnsChange ? (
            <NativeSelect
              aria-label="Columns"
              data={columnChoices.map((n) => ({ value: String(n), label: `${n} across` }))}
              value={String(columns)}
              onChange={(event) => onColumnsChange(Number(event.currentTarget.value))}
            />
          ) : null}
          <Button onClick={() => wall.connectAll(wallMonitors, connectIntervalMs)} loading={state.connectingAll} disabled={!monitors.length}>Connect All</Button>
          <Button variant="default" onClick={() => { wall.disconnectAll(); void metrics.flush(); }}>Disconnect All</Button>
        </Group>
      </Group>
      {list.isPending && list.fetchStatus !== 'idle' ? <Loader /> : null}
      {list.error ? <ReadError error={list.error} message="The monitored patients could not be loaded." onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}
      {list.data && !monitors.length ? <Text>{scope?.empty ?? 'No monitored patients here.'}</Text> : null}
      <SimpleGrid cols={wallColumns(columns)} spacing="xs" data-testid="patient-central-wall">
        {monitors.map((monitor) => (
          <MonitorTile
            key={monitor.id}
            monitor={monitor}
            tile={wall.tileFor(monitor.id)}
            acuity={acuity.data?.[String(monitor.id)]}
            talkingHere={state.talkingId === monitor.id}
            listeningHere={state.listeningId === monitor.id}
            {...tileActions}
            onExpand={onExpand}
            sight={sight}
            qualityIndicator={qualityIndicator}
            renderActions={renderActions}
            renderOverlay={renderOverlay}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
