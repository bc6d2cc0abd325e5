import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { MaskedText } from '../../../components/masked-text';
import { MonitorStatusTag, PatientStatusTag } from '../../../components/status-tag';
import { formatDateTime } from '../../../lib/format/date-format';
import { divisionColorCss } from '../../../lib/format/division-color';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { sessionSince, type MonitoringSessionHit, type PatientHit, type SearchEntry } from '../utils/search-results';

function PatientResult({ hit }: { hit: PatientHit }) {
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600}>
          <MaskedText value={hit.display_name} type="patient_name" />
        </Text>
        <PatientStatusTag status={hit.status} />
      </Group>
      <Text size="xs" c="dimmed">
        Room {hit.room?.name ?? 'N/A'} · MRN <MaskedText value={hit.mrn} type="mrn" fallback="N/A" /> · DOB{' '}
        <MaskedText value={hit.dob} type="dob" fallback="N/A" />
      </Text>
      <Group gap={6} wrap="nowrap">
        <ColorSwatch color={divisionColorCss(hit.division_color)} size={10} withShadow={false} />
        <Text size="xs">{hit.division_name}</Text>
      </Group>
    </Stack>
  );
}

function SessionResult({ hit }: { hit: MonitoringSessionHit }) {
  const settings = useDateFormatSettings();
  const since = sessionSince(hit);
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600}>
          <MaskedText value={hit.display_name} type="patient_name" />
        </Text>
        <MonitorStatusTag status={hit.status} />
      </Group>
      <Text size="xs" c="dimmed">
        MRN <MaskedText value={hit.mrn} type="mrn" fallback="N/A" />
        {since ? ` · Since ${formatDateTime(since, settings)}` : ''}
      </Text>
    </Stack>
  );
}

/** What one result shows; each kind has its own fields (spec, section 2, Global search). */
export function SearchResultContent({ entry }: { entry: SearchEntry }) {
  switch (entry.groupId) {
    case 'patients':
      return <PatientResult hit={entry.item} />;
    case 'monitoring_sessions':
      return <SessionResult hit={entry.item} />;
    case 'rooms':
      return (
        <Stack gap={2}>
          <Text size="sm" fw={600}>{entry.item.name}</Text>
          <Text size="xs" c="dimmed">
            {entry.item.patient_name ? <MaskedText value={entry.item.patient_name} type="patient_name" /> : 'No patient'}
          </Text>
        </Stack>
      );
    case 'units':
    case 'groups':
    case 'video_devices':
      return (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>{entry.item.name}</Text>
          {entry.item.status ? <Text size="xs" c="dimmed">{entry.item.status}</Text> : null}
        </Group>
      );
  }
}
