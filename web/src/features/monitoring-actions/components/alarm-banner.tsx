// The red banner of a monitor's open stat alarm, for every viewer of the patient, until someone
// documents what was done (a note), which clears it everywhere.
import { Alert, Button, Group, Text, Textarea } from '@mantine/core';
import { FormModal } from '../../../components/form-modal';
import { useState } from 'react';
import { formatTime } from '../../../lib/format/date-format';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { useHoldWhile } from '../hooks/carousel-hold';
import { useDocumentStatAlarm } from '../hooks/use-stat-alarm';
import { useMonitoringPermissions, useWatchState } from '../hooks/use-watch-state';
import type { MonitorRef } from './monitor-ref';

const NOTE_MAX = 500;

export function AlarmBanner({ monitor }: { monitor: MonitorRef }) {
  const alarm = useWatchState(monitor.id).stat_alarm;
  const dates = useDateFormatSettings();
  const { edit } = useMonitoringPermissions();
  const [documenting, setDocumenting] = useState(false);
  if (!alarm) return null;
  return (
    <Alert variant="filled" color="red" p="xs" role="alert" data-testid="stat-alarm-banner">
      {/* Document keeps its width and goes below the text in a narrow tile ("Doc" at 6 across; wall QA). */}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={700}>STAT ALARM · {alarm.raised_by.name} · {formatTime(alarm.raised_at, dates)}</Text>
        {edit && <Button size="compact-xs" variant="white" color="red" style={{ flexShrink: 0 }} onClick={() => setDocumenting(true)}>Document</Button>}
      </Group>
      <DocumentDialog opened={documenting} monitorId={monitor.id} alarmId={alarm.id} onClose={() => setDocumenting(false)} />
    </Alert>
  );
}

function DocumentDialog({ opened, monitorId, alarmId, onClose }: { opened: boolean; monitorId: number; alarmId: number; onClose: () => void }) {
  const [note, setNote] = useState('');
  const save = useDocumentStatAlarm(monitorId, onClose);
  useHoldWhile(opened);
  const blank = note.trim() === '';
  return (
    <FormModal opened={opened} onClose={onClose} title="Document Stat Alarm" centered>
      <Textarea
        label="Note" description="What was done about the alarm" required autosize minRows={3} maxLength={NOTE_MAX}
        value={note} onChange={(e) => setNote(e.currentTarget.value)} error={save.error?.message}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>Cancel</Button>
        <Button disabled={blank} loading={save.isPending} onClick={() => save.mutate({ alarmId, note: note.trim() })}>Document</Button>
      </Group>
    </FormModal>
  );
}
