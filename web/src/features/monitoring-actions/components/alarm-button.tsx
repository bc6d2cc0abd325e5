// Alarm (issue 14): asks to confirm, then raises a stat alarm; the toast shows for 5 s and every
// viewer of the patient gets the banner (AlarmBanner) until someone documents it.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useHoldWhile } from '../hooks/carousel-hold';
import { useRaiseStatAlarm } from '../hooks/use-stat-alarm';
import { useMonitoringPermissions, useWatchState } from '../hooks/use-watch-state';
import type { MonitorRef } from './monitor-ref';

export function AlarmButton({ monitor }: { monitor: MonitorRef }) {
  const [asking, setAsking] = useState(false);
  const raise = useRaiseStatAlarm(monitor, () => setAsking(false));
  // One open alarm per monitor: while one waits to be documented another is refused (409), and the
  // confirm dialog stayed open over the error (wall QA). The banner's Document is the way on.
  const open = useWatchState(monitor.id).stat_alarm !== null;
  useHoldWhile(asking);
  // A stat alarm needs an active monitor (the API answers 422 for the others).
  if (!useMonitoringPermissions().alert || (monitor.status !== undefined && monitor.status !== 'active')) return null;
  return (
    <>
      <Button size="compact-xs" color="red" disabled={open} onClick={() => setAsking(true)}>Alarm</Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Send Stat Alarm" centered>
        <Text size="sm">Send a stat alarm for the patient{monitor.room ? ` in room ${monitor.room.name}` : ''}? The care team is alerted at once.</Text>
        <Group justify="flex-end" mt="md">
          {/* The safe choice has the focus: Enter never sends an alarm by accident. */}
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>Cancel</Button>
          <Button color="red" loading={raise.isPending} onClick={() => raise.mutate()}>Send Alarm</Button>
        </Group>
      </Modal>
    </>
  );
}
