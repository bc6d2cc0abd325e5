// Export in Background on a table a job can export, for users who run jobs (Manage System) and may
// export that table: the job is queued with the table's query and visible columns, and followed on
// System › Background Jobs.
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AnyResource } from '@bedside/resources';
import type { TableQuery } from '../../../components/data-table/types';
import { can, type AccessSubject } from '../../../lib/permissions/permissions';
import { backgroundJobChanged, isExportTable, startExport } from '../api/background-jobs';

export function useBackgroundExport(d: AnyResource, access: AccessSubject, divisionId: string) {
  const queryClient = useQueryClient();
  const allowed = isExportTable(d.key) && can(access, 'Manage', 'System') && can(access, d.permission.view ?? 'View', d.permission.resource);
  return useMemo(() => {
    if (!allowed || !isExportTable(d.key)) return undefined;
    const table = d.key;
    return async (query: TableQuery, columns: string[]) => {
      try {
        const job = await startExport(table, query, columns, divisionId);
        backgroundJobChanged(queryClient);
        notifications.show({ color: 'green', message: `${job.title} started: follow it in System › Background Jobs` });
      } catch (error) {
        notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
      }
    };
  }, [allowed, d.key, divisionId, queryClient]);
}
