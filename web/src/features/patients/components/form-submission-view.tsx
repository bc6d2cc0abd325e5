// A filled form, read-only: each field of the form as it was when filled, with its value as the
// user reads it (a date-time in their settings). Of the patient it names only the masked name.
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { components } from '@bedside/openapi/api';
import { MaskedText } from '../../../components/masked-text';
import { useFocusOnMount } from '../../../components/use-focus-on-mount';
import { formatDateTime } from '../../../lib/format/date-format';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';

type Submission = components['schemas']['FormSubmission'];

export function FormSubmissionView({ submission, patientName, onBack }: { submission: Submission; patientName: string; onBack: () => void }) {
  const dates = useDateFormatSettings();
  // Shown in place of the form just submitted or the list: the focus starts at its title.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const shown = (kind: string, value: string | null | undefined) => {
    if (!value) return '—';
    return kind === 'datetime' ? formatDateTime(value, dates) : value;
  };
  return (
    <Stack gap="sm" data-testid="form-submission">
      <div>
        <Title order={3} ref={heading} tabIndex={-1}>{submission.form.title}</Title>
        <Text size="sm" c="dimmed">
          For <MaskedText value={patientName} type="patient_name" /> · by {submission.username} · {formatDateTime(submission.created_at, dates)}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {submission.fields.map((f) => (
          <div key={f.key} data-field={f.key}>
            <Text size="xs" c="dimmed">{f.label}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{shown(f.kind, submission.values[f.key])}</Text>
          </div>
        ))}
      </SimpleGrid>
      <div><Button variant="default" onClick={onBack}>Back to Forms</Button></div>
    </Stack>
  );
}
