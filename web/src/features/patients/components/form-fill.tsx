// Filling a Form Builder form for a patient: its fields as inputs, each checked as the server checks
// it (required with the spec's message, shell §5), errors shown once Submit was pressed; the
// server's field errors (body.submission.values.<key>) go under their fields.
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm, type FormRulesRecord } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { components } from '@bedside/openapi/api';
import { patients } from '@bedside/resources';
import { BusyButton } from '../../../components/busy-button';
import { focusFirstProblem } from '../../../components/focus-first-problem';
import { MaskedText } from '../../../components/masked-text';
import { FieldInput } from '../../../components/resource/field-input';
import { useFocusOnMount } from '../../../components/use-focus-on-mount';
import { apiCall, apiKey } from '../../../lib/api/api-query';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { useMaskPhi } from '../../../lib/preferences/mask-phi';
import { initialValues, putAt, toWrite, type FormValue, type FormValues } from '../../../lib/resources/form-values';
import { serverErrors } from '../../../lib/resources/server-errors';
import { fillFields } from './form-fill-fields';

type FormToFill = components['schemas']['FormToFill'];
type Submission = components['schemas']['FormSubmission'];
type Validator = (value: unknown) => string | null;

interface FormFillProps { patientId: number; patientName: string; form: FormToFill; onDone: (saved: Submission | null) => void }

export function FormFill({ patientId, patientName, form: definition, onDone }: FormFillProps) {
  const dates = useDateFormatSettings();
  const masked = useMaskPhi();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<string[]>([]);
  // The keyboard's focus stays in the form (a11y QA: it fell to the top of the page): it starts at
  // the form's title, Submit keeps it while it works (BusyButton), and a refused submit takes it to
  // the first field in error, or to the reasons under the form.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // By id, not a ref: form.onSubmit takes this during render.
  const formId = useId();
  const showProblems = () => focusFirstProblem(document.getElementById(formId));
  const fields = useMemo(() => fillFields(definition.fields, dates), [definition.fields, dates]);
  const validate: Record<string, Validator | Record<string, Validator>> = {};
  for (const { field, check } of fields) putAt<Validator>(validate, field.name, (value) => check(value as FormValue));
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(fields.map((f) => f.field)),
    // Nested one level, as the values are (values.<key>); Mantine's type cannot follow the index signature.
    validate: validate as FormRulesRecord<FormValues>,
  });
  const submit = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (values: Record<string, string | null>) => apiCall('createPatientFormSubmission', { id: patientId }, { submission: { form_id: definition.id, values } }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: apiKey('listPatientFormSubmissions', { id: patientId }) });
      notifications.show({ message: `${definition.title} submitted`, color: 'green', autoClose: 3000 });
      onDone(saved);
    },
    onError: (error) => {
      const { fields: byPath, rest } = serverErrors(error, 'submission');
      for (const [path, message] of Object.entries(byPath)) {
        if (fields.some((f) => f.field.name === path)) form.setFieldError(path, message); else rest.push(message);
      }
      setProblems(rest);
      showProblems();
    },
  });
  const onSubmit = form.onSubmit((values) => {
    setProblems([]);
    const body = toWrite(fields.map((f) => f.field), values);
    submit.mutate((body.values ?? {}) as Record<string, string | null>);
  }, showProblems);
  return (
    <form id={formId} onSubmit={onSubmit} noValidate data-testid="form-fill">
      <Stack gap="sm" maw={640}>
        <div>
          <Title order={3} ref={heading} tabIndex={-1}>{definition.title}</Title>
          <Text size="sm" c="dimmed">For <MaskedText value={patientName} type="patient_name" /></Text>
          {definition.description ? <Text size="sm" mt={4}>{definition.description}</Text> : null}
        </div>
        {fields.map(({ field }) => (
          <FieldInput key={field.name} d={patients} field={field} form={form} divisionId="*" masked={masked} />
        ))}
        {problems.map((p) => <Alert key={p} color="red" role="alert" tabIndex={-1} data-testid="form-problems">{p}</Alert>)}
        <Group>
          <BusyButton type="submit" busy={submit.isPending}>Submit</BusyButton>
          <Button variant="default" onClick={() => onDone(null)}>Cancel</Button>
        </Group>
      </Stack>
    </form>
  );
}
