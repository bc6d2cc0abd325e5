// System Overview (/monitoring/system-overview): live counts as stat cards. Live by a 5 s poll of
// GET /system_overview (TanStack Query's refetchInterval), not by realtime events: the request rate
// changes every second and has no event, and one poll keeps every card equally fresh.
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { apiQueryOptions } from '../../../lib/api/api-query';
import { useDivisionStore } from '../../../lib/division/division-store';
import { ReadError } from '../../../components/load-error';

export const OVERVIEW_POLL_MS = 5_000;

interface Stat { id: string; label: string; value: number | string }

function StatCard({ title, stats, footer }: { title: string; stats: Stat[]; footer?: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" data-testid={`overview-${title.toLowerCase().replace(/\s+/g, '-')}`}>
      <Title order={2} size="h4" mb="sm">{title}</Title>
      <Group gap="xl" align="flex-start">
        {stats.map((s) => (
          <Stack key={s.id} gap={0}>
            <Text size="xl" fw={700} data-stat={s.id}>{s.value}</Text>
            <Text size="sm" c="dimmed">{s.label}</Text>
          </Stack>
        ))}
      </Group>
      {footer ? <Text size="sm" mt="sm">{footer}</Text> : null}
    </Card>
  );
}

const na = (value: number | null, suffix = '') => (value === null ? 'N/A' : `${value}${suffix}`);

export function SystemOverview() {
  const divisionId = useDivisionStore((s) => s.divisionId ?? '*');
  const overview = useQuery({ ...apiQueryOptions('getSystemOverview', { division_id: divisionId }), refetchInterval: OVERVIEW_POLL_MS });
  if (overview.isPending) return <CenteredLoader />;
  if (overview.isError) return <ReadError error={overview.error} message="The system overview could not be loaded." onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;
  const { devices, calls, monitors, realtime, requests } = overview.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      <StatCard
        title="Devices"
        stats={[{ id: 'online', label: 'Online', value: devices.online }, { id: 'offline', label: 'Offline', value: devices.offline }, { id: 'error', label: 'Error', value: devices.error }]}
        footer={<Anchor component={Link} to="/monitoring/devices-uptime">Devices Uptime</Anchor>}
      />
      <StatCard title="Calls" stats={[{ id: 'calls', label: 'Active calls', value: calls.active }]} />
      <StatCard title="Monitors" stats={[{ id: 'active', label: 'Active', value: monitors.active }, { id: 'paused', label: 'Paused', value: monitors.paused }]} />
      <StatCard title="Realtime" stats={[{ id: 'connections', label: 'Connections', value: na(realtime.connections) }]} />
      <StatCard
        title="API Requests"
        stats={[{ id: 'per_minute', label: 'Per minute', value: requests.per_minute }, { id: 'error_rate', label: 'Server errors (5xx)', value: na(requests.error_rate, '%') }]}
        footer={<Anchor component={Link} to="/monitoring/inbound-requests">Inbound Requests</Anchor>}
      />
    </SimpleGrid>
  );
}
