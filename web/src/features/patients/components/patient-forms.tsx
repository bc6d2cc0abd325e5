// The patient overview's Forms tab: the organisation's enabled forms to fill, and the patient's
// submissions, newest first, with who filled each and when. Filling a form, then reading the saved
// submission, happen in place (listPatientFormSubmissions; View Patient reads, Edit Patient fills).
import { Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
/** `back`: the control to give the focus back to on return (a form's button, a submission's View). */
type Mode = { kind: 'list'; back?: string } | { kind: 'fill'; formId: number } | { kind: 'show'; submission: Submission };

export function PatientForms({ patient }: { patient: { id: number; display_name: string } }) {
  const dates = useDateFormatSettings();
  const canFill = can(accessSubjectOf(useCurrentUser()), 'Edit', 'Patient');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const data = useQuery(apiQueryOptions('listPatientFormSubmissions', { id: patient.id }));
  const listRef = useRef<HTMLDivElement>(null);
  // Back on the list, the focus returns to the control that left it (a11y QA: it fell to the top of
  // the page with each view that replaced another); the list's heading when that control is gone.
  const listed = data.data !== undefined;
  useEffect(() => {
    if (mode.kind !== 'list' || !mode.back || !listed) return;
    const list = listRef.current;
    (list?.querySelector<HTMLElement>(`[data-back="${mode.back}"]`) ?? list?.querySelector<HTMLElement>('[data-back=list]'))?.focus();
  }, [mode, listed]);
  if (data.error) return <ReadError error={data.error} message="The patient's forms could not be loaded." onRetry={() => void data.refetch()} retrying={data.isFetching} />;
  if (!data.data) return <Loader />;
  const { forms, submissions } = data.data;
  if (mode.kind === 'show') {
    const viewed = `view-${mode.submission.id}`;
    return <FormSubmissionView submission={mode.submission} patientName={patient.display_name} onBack={() => setMode({ kind: 'list', back: viewed })} />;
  }
  const filling = mode.kind === 'fill' ? forms.find((f) => f.id === mode.formId) : undefined;
  if (filling) {
    return <FormFill patientId={patient.id} patientName={patient.display_name} form={filling}
      onDone={(saved) => setMode(saved ? { kind: 'show', submission: saved } : { kind: 'list', back: `fill-${filling.id}` })} />;
  }
  return (
    <Stack gap="md" ref={listRef}>
      {canFill ? (
        <Card withBorder>
          <Title order={4} mb="xs">Fill a Form</Title>
          {forms.length === 0 ? <Text size="sm" c="dimmed">No form is enabled in the Form Builder.</Text> : (
            <Group gap="xs">{forms.map((f) => <Button key={f.id} variant="light" data-back={`fill-${f.id}`} onClick={() => setMode({ kind: 'fill', formId: f.id })}>{f.title}</Button>)}</Group>
          )}
        </Card>
      ) : null}
      <div>
        <Title order={4} mb="xs" tabIndex={-1} data-back="list">Submissions</Title>
        {submissions.length === 0 ? <Text c="dimmed" data-testid="empty-tab">No form has been filled for this patient yet.</Text> : (
          <Table data-testid="form-submissions" highlightOnHover>
            <Table.Thead><Table.Tr><Table.Th>Form</Table.Th><Table.Th>Filled By</Table.Th><Table.Th>Filled At</Table.Th><Table.Th /></Table.Tr></Table.Thead>
            <Table.Tbody>
              {submissions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.form.title}</Table.Td>
                  <Table.Td>{s.username}</Table.Td>
                  <Table.Td>{formatDateTime(s.created_at, dates)}</Table.Td>
                  <Table.Td><Button variant="subtle" size="compact-sm" data-back={`view-${s.id}`} onClick={() => setMode({ kind: 'show', submission: s })} aria-label={`View ${s.form.title} of ${formatDateTime(s.created_at, dates)}`}>View</Button></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </div>
    </Stack>
  );
}
