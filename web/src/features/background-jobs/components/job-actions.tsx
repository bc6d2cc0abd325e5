// A job's row actions: its log, Cancel while it is queued or running, Retry once it failed, and
// Download of a succeeded export's file for the user who started it (the server refuses others).
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadBlob } from '../../../components/data-table/cell-value';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { backgroundJobChanged, cancelJob, downloadResult, retryJob, type BackgroundJob } from '../api/background-jobs';
import { JobLogDialog } from './job-log-dialog';

export function JobActions({ row }: { row: BackgroundJob }) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const onError = (error: Error) => notifications.show({ color: 'red', message: error.message });
  const act = useMutation({
    mutationFn: (action: 'retry' | 'cancel') => (action === 'retry' ? retryJob(row.id) : cancelJob(row.id)),
    onSuccess: () => backgroundJobChanged(queryClient),
    onError,
  });
  const download = useMutation({
    mutationFn: () => downloadResult(row.id),
    onSuccess: (blob) => downloadBlob(blob, row.result_file ?? 'table-export.csv'),
    onError,
  });
  const active = row.status === 'queued' || row.status === 'running';
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" onClick={() => setOpen(true)}>Log</Button>
      {active ? <Button size="compact-sm" variant="light" color="yellow" loading={act.isPending} onClick={() => act.mutate('cancel')}>Cancel</Button> : null}
      {row.status === 'failed' ? <Button size="compact-sm" variant="light" loading={act.isPending} onClick={() => act.mutate('retry')}>Retry</Button> : null}
      {row.result_file && row.requested_by.id === user.id
        ? <Button size="compact-sm" variant="light" color="green" loading={download.isPending} onClick={() => download.mutate()}>Download</Button>
        : null}
      {open ? <JobLogDialog row={row} onClose={() => setOpen(false)} /> : null}
    </Group>
  );
}
