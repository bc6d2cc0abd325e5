// A monitor's actions for its status (start, pause with a reason, resume, stop after a confirm),
// for users who may edit monitors; a refused change shows the server's reason.
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { changeMonitor, monitorChanged, type PatientMonitor } from '../api/monitor-changes';
import { actionsFor, monitorActionLabels, type MonitorAction } from '../utils/monitor-transitions';
import { PauseDialog } from './pause-dialog';

const colors: Record<MonitorAction, string> = { start: 'green', pause: 'yellow', resume: 'green', stop: 'red' };

export function MonitorActions({ row, canEdit }: { row: PatientMonitor; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [pausing, setPausing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const change = useMutation({
    mutationFn: ({ action, reason }: { action: MonitorAction; reason?: string }) => changeMonitor(row.id, action, reason),
    onSuccess: (saved) => { setPausing(false); setStopping(false); monitorChanged(queryClient, saved); },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  // One change at a time: a double click sent two (the button's loading state comes a render
  // later), and the second's 409 ("cannot go from paused to paused") showed as a failure.
  const sending = useRef(false);
  if (!canEdit) return null;
  const send = (variables: { action: MonitorAction; reason?: string }) => {
    if (sending.current) return;
    sending.current = true;
    change.mutate(variables, { onSettled: () => { sending.current = false; } });
  };
  const run = (action: MonitorAction) => {
    if (action === 'pause') setPausing(true);
    else if (action === 'stop') setStopping(true);
    else send({ action });
  };
  return (
    <Group gap={4} wrap="nowrap">
      {actionsFor(row.status).map((action) => (
        <Button key={action} size="compact-xs" variant="light" color={colors[action]} loading={change.isPending && change.variables?.action === action} onClick={() => run(action)}>
          {monitorActionLabels[action]}
        </Button>
      ))}
      <Modal opened={stopping} onClose={() => setStopping(false)} title="Stop Monitoring" centered>
        <Text size="sm">Stop this monitor? Its video ends for everyone watching.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setStopping(false)}>Cancel</Button>
          <Button color="red" loading={change.isPending} onClick={() => send({ action: 'stop' })}>Stop</Button>
        </Group>
      </Modal>
      <PauseDialog
        patientName={row.patient.display_name}
        opened={pausing}
        busy={change.isPending}
        onCancel={() => setPausing(false)}
        onPause={(reason) => send({ action: 'pause', reason })}
      />
    </Group>
  );
}
