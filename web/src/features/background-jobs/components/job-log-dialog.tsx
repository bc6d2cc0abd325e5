// One job in full: who asked, when it ran, its progress and its log, live while it runs.
import { Code, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { backgroundJobStatus } from '@bedside/resources';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { formatDateTime } from '../../../lib/format/date-format';
import { jobOptions, type BackgroundJob } from '../api/background-jobs';
import { JobProgress } from './job-progress';
import { ReadError } from '../../../components/load-error';

function Field({ label, value }: { label: string; value: string }) {
  return <div><Text size="xs" c="dimmed">{label}</Text><Text size="sm">{value}</Text></div>;
}

export function JobLogDialog({ row, onClose }: { row: BackgroundJob; onClose: () => void }) {
  const job = useQuery(jobOptions(row.id));
  const dates = useDateFormatSettings();
  const formatTime = (iso: string | null) => formatDateTime(iso, dates) || 'N/A';
  const current = job.data ?? row;
  return (
    <Modal opened onClose={onClose} title={current.title} size="lg">
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <Field label="Status" value={backgroundJobStatus.text[current.status]} />
          <Field label="Requested By" value={current.requested_by.name} />
          <Field label="Started" value={formatTime(current.started_at)} />
          <Field label="Finished" value={formatTime(current.finished_at)} />
        </SimpleGrid>
        <JobProgress row={current} />
        {job.error ? <ReadError error={job.error} message="The job's log could not be loaded." onRetry={() => void job.refetch()} retrying={job.isFetching} /> : null}
        <Text fw={500} size="sm">Log</Text>
        <List data-testid="job-log" listStyleType="none" spacing={2} size="sm">
          {(job.data?.log ?? []).map((line, i) => (
            // The log only grows at its end (its oldest lines drop off at 500): the index keys it.
            <List.Item key={i} data-level={line.level} c={line.level === 'error' ? 'red' : undefined}>
              <Code>{formatTime(line.at)}</Code> {line.message}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Modal>
  );
}
