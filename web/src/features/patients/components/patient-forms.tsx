// The patient overview's Forms tab: the organisation's enabled forms to fill, and the patient's
// submissions, newest first, with who filled each and when. Filling a form, then reading the saved
// submission, happen in place (listPatientFormSubmissions; View Patient reads, Edit Patient fills).
import { Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '@bedside/openapi/api';
import { apiQueryOptions } from '../../../lib/api/api-query';
import { formatDateTime } from '../../../lib/format/date-format';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { accessSubjectOf, can } from '../../../lib/permissions/permissions';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { FormFill } from './form-fill';
import { FormSubmissionView } from './form-submission-view';
import { ReadError } from '../../../components/load-error';

type Submission = components['schemas']['FormSubmission'];
type Mode = { kind: 'list' } | { kind: 'fill'; formId: number } | { kind: 'show'; submission: Submission };

export function PatientForms({ patient }: { patient: { id: number; display_name: string } }) {
  const dates = useDateFormatSettings();
  const canFill = can(accessSubjectOf(useCurrentUser()), 'Edit', 'Patient');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const data = useQuery(apiQueryOptions('listPatientFormSubmissions', { id: patient.id }));
  if (data.error) return <ReadError error={data.error} message="The patient's forms could not be loaded." onRetry={() => void data.refetch()} retrying={data.isFetching} />;
  if (!data.data) return <Loader />;
  const { forms, submissions } = data.data;
  const back = () => setMode({ kind: 'list' });
  if (mode.kind === 'show') return <FormSubmissionView submission={mode.submission} patientName={patient.display_name} onBack={back} />;
  const filling = mode.kind === 'fill' ? forms.find((f) => f.id === mode.formId) : undefined;
  if (filling) {
    return <FormFill patientId={patient.id} patientName={patient.display_name} form={filling}
      onDone={(saved) => setMode(saved ? { kind: 'show', submission: saved } : { kind: 'list' })} />;
  }
  return (
    <Stack gap="md">
      {canFill ? (
        <Card withBorder>
          <Title order={4} mb="xs">Fill a Form</Title>
          {forms.length === 0 ? <Text size="sm" c="dimmed">No form is enabled in the Form Builder.</Text> : (
            <Group gap="xs">{forms.map((f) => <Button key={f.id} variant="light" onClick={() => setMode({ kind: 'fill', formId: f.id })}>{f.title}</Button>)}</Group>
          )}
        </Card>
      ) : null}
      <div>
        <Title order={4} mb="xs">Submissions</Title>
        {submissions.length === 0 ? <Text c="dimmed" data-testid="empty-tab">No form has been filled for this patient yet.</Text> : (
          <Table data-testid="form-submissions" highlightOnHover>
            <Table.Thead><Table.Tr><Table.Th>Form</Table.Th><Table.Th>Filled By</Table.Th><Table.Th>Filled At</Table.Th><Table.Th /></Table.Tr></Table.Thead>
            <Table.Tbody>
              {submissions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.form.title}</Table.Td>
                  <Table.Td>{s.username}</Table.Td>
                  <Table.Td>{formatDateTime(s.created_at, dates)}</Table.Td>
                  <Table.Td><Button variant="subtle" size="compact-sm" onClick={() => setMode({ kind: 'show', submission: s })} aria-label={`View ${s.form.title} of ${formatDateTime(s.created_at, dates)}`}>View</Button></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </div>
    </Stack>
  );
}
