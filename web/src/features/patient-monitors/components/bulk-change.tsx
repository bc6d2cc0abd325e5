// Pause or resume several monitors at once (multipause / multiresume): the selected monitors as the
// list showed them, the reason for a pause, then one call that changes all of them or none.
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { monitorStatus, patientMonitors } from '@bedside/resources';
import { MaskedText } from '../../../components/masked-text';
import { resourceApi } from '../../../lib/resources/resource-api';
import { changeMonitors, monitorChanged, type PatientMonitor } from '../api/monitor-changes';
import { PauseReasonFields, usePauseReason } from './pause-reason-fields';

const LIST = '/patient-monitors';

/** The ids in ?ids=1,2,3 (at most 100, the contract's limit). */
export function idsOf(search: string): number[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  return [...new Set(raw.split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0))].slice(0, 100);
}

export function BulkChange({ action, ids }: { action: 'pause' | 'resume'; ids: readonly number[] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const reason = usePauseReason();
  const [error, setError] = useState<string | null>(null);
  const api = resourceApi<PatientMonitor>(patientMonitors);
  const monitors = useQueries({ queries: ids.map((id) => api.getOptions(id)) });
  const change = useMutation({
    mutationFn: () => changeMonitors(ids, action, reason.reason ?? undefined),
    onSuccess: (changed) => {
      for (const monitor of changed) monitorChanged(queryClient, monitor);
      notifications.show({ color: 'green', message: `${changed.length} monitors ${action === 'pause' ? 'paused' : 'resumed'}` });
      void navigate(LIST);
    },
    onError: (e) => setError(e.message),
  });
  if (ids.length === 0) return <Alert color="yellow">No monitors selected. Select monitors in the list first.</Alert>;
  const verb = action === 'pause' ? 'Pause' : 'Resume';
  return (
    <Stack maw={720} gap="sm">
      <Text>{verb} these {ids.length} monitors:</Text>
      <Table data-testid="bulk-monitors">
        <Table.Thead><Table.Tr><Table.Th>Patient</Table.Th><Table.Th>Room</Table.Th><Table.Th>Status</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {monitors.map((m, i) => (
            <Table.Tr key={ids[i]}>
              <Table.Td>{m.data ? <MaskedText value={m.data.patient.display_name} type="patient_name" /> : m.error ? m.error.message : '…'}</Table.Td>
              <Table.Td>{m.data?.room?.name ?? 'N/A'}</Table.Td>
              <Table.Td>{m.data ? monitorStatus.text[m.data.status] : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {action === 'pause' ? <PauseReasonFields state={reason} /> : null}
      {error ? <Alert color="red" role="alert">{error}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate(LIST)}>Cancel</Button>
        <Button color={action === 'pause' ? 'yellow' : 'green'} disabled={action === 'pause' && reason.reason === null} loading={change.isPending} onClick={() => change.mutate()}>
          {verb} {ids.length} Monitors
        </Button>
      </Group>
    </Stack>
  );
}
