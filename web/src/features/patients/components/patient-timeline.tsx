// The time machine tab: what happened to the patient (admission, monitoring started, paused with
// its reason, resumed, stopped, alarms, talk and video sessions, record changes), day by day.
import { Center, Loader, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@bedside/openapi/api';
import { timelineKind } from '@bedside/resources';
import { ReadError } from '../../../components/load-error';
import { apiQueryOptions } from '../../../lib/api/api-query';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { formatTime } from '../../../lib/format/date-format';
import { timelineDays } from '../utils/timeline-days';

type Kind = components['schemas']['TimelineKind'];

// A glyph and colour per kind, so a day's monitoring, alarms and visits stand apart at a glance.
const marks: Record<Kind, { glyph: string; color: string }> = {
  admitted: { glyph: '+', color: 'teal' },
  discharged: { glyph: '−', color: 'gray' },
  record_changed: { glyph: '✎', color: 'gray' },
  monitor_created: { glyph: '◻', color: 'blue' },
  monitor_started: { glyph: '▶', color: 'green' },
  monitor_paused: { glyph: '❚❚', color: 'yellow' },
  monitor_resumed: { glyph: '▶', color: 'green' },
  monitor_stopped: { glyph: '■', color: 'red' },
  monitor_moved: { glyph: '⇄', color: 'blue' },
  video_visit: { glyph: '◉', color: 'indigo' },
  talk: { glyph: '☏', color: 'indigo' },
  alarm: { glyph: '!', color: 'red' },
};

export function PatientTimeline({ patientId }: { patientId: number }) {
  const settings = useDateFormatSettings();
  const timeline = useQuery(apiQueryOptions('listPatientTimeline', { id: patientId }));
  if (timeline.isPending) return <Center p="xl"><Loader /></Center>;
  if (timeline.isError) return <ReadError error={timeline.error} message="The timeline could not be loaded." onRetry={() => void timeline.refetch()} retrying={timeline.isFetching} />;
  const days = timelineDays(timeline.data, settings);
  if (days.length === 0) return <Text c="dimmed">Nothing has happened to this patient yet.</Text>;
  return (
    <Stack gap="lg" data-testid="patient-timeline">
      {days.map(({ day, entries }) => (
        <section key={day} aria-label={day}>
          <Title order={3} size="h5" mb="xs">{day}</Title>
          <Timeline bulletSize={26} lineWidth={2}>
            {entries.map((entry) => (
              <Timeline.Item
                key={entry.id}
                data-kind={entry.kind}
                bullet={<ThemeIcon size={26} radius="xl" color={marks[entry.kind].color} aria-hidden>{marks[entry.kind].glyph}</ThemeIcon>}
                title={timelineKind.text[entry.kind]}
              >
                <Text size="sm">{entry.text}</Text>
                <Text size="xs" c="dimmed">
                  {formatTime(entry.at, settings)}{entry.username ? ` · ${entry.username}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
      ))}
    </Stack>
  );
}
