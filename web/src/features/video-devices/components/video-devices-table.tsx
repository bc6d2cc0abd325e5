import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { PerPagePreference, SavedViewsAdapter } from '../../../components/data-table/types';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { exportVideoDevicesCsv } from '../api/export-video-devices-csv';
import { useVideoDeviceCustomFields } from '../api/list-custom-fields';
import { videoDevicesQueryOptions, type VideoDevice } from '../api/list-video-devices';
import { useDivisionStore } from '../../../lib/division/division-store';
import { defaultFilters, defaultSort, videoDeviceColumns, videoDeviceFilters } from './video-device-columns';

interface VideoDevicesTableProps {
  /** the edit page for users who may edit video devices, the view page otherwise */
  deviceHref: (id: number) => string;
  savedViews?: SavedViewsAdapter;
  perPagePreference?: PerPagePreference;
}

const rowKey = (d: VideoDevice) => d.id;
const EMPTY: never[] = [];

export function VideoDevicesTable({ deviceHref, savedViews, perPagePreference }: VideoDevicesTableProps) {
  const dates = useDateFormatSettings();
  const customFields = useVideoDeviceCustomFields().data ?? EMPTY;
  const divisionId = useDivisionStore((s) => s.divisionId ?? '*');
  const columns = useMemo(() => videoDeviceColumns({ deviceHref, dates, customFields }), [deviceHref, dates, customFields]);
  const filters = useMemo(() => videoDeviceFilters(customFields), [customFields]);
  return (
    <DataTable
      tableId="video_devices"
      columns={columns}
      filters={filters}
      defaultFilters={defaultFilters}
      defaultSort={defaultSort}
      rowKey={rowKey}
      load={videoDevicesQueryOptions}
      exportCsv={(query, columnIds) => exportVideoDevicesCsv(query, columnIds, divisionId)}
      savedViews={savedViews}
      perPagePreference={perPagePreference}
    />
  );
}
