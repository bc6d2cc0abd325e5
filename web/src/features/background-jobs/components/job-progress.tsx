// A job's progress as its row shows it: a bar and "done/total (percent %)".
import { Group, Progress, Text } from '@mantine/core';
import type { BackgroundJob } from '../api/background-jobs';

const colors: Record<BackgroundJob['status'], string> = { queued: 'gray', running: 'blue', succeeded: 'green', failed: 'red', cancelled: 'yellow' };

export function JobProgress({ row }: { row: BackgroundJob }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="job-progress" data-percent={row.percent}>
      <Progress value={row.percent} color={colors[row.status]} w={80} aria-label={`${row.title} progress`} animated={row.status === 'running'} />
      <Text size="sm">{row.done}/{row.total} ({row.percent} %)</Text>
    </Group>
  );
}
