// The add and edit page body of any resource: its form fields (those shown for the values so far)
// and its custom fields, Save and Cancel, the server's field errors on their fields, and the
// unsaved-changes guard.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import type { AnyResource } from '@bedside/resources';
import { useUnsavedChangesGuard } from '../../lib/forms/use-unsaved-changes-guard';
import { can, type AccessSubject } from '../../lib/permissions/permissions';
import { isShown, type Field } from '../../lib/resources/form-values';
import { useResourceForm } from '../../lib/resources/use-resource-form';
import { BusyButton } from '../busy-button';
import { focusFirstProblem } from '../focus-first-problem';
import { FieldInput } from './field-input';
import type { WebResource } from './web-resource';

interface ResourceFormProps<R> {
  d: AnyResource;
  variant: 'create' | 'edit';
  row?: R;
  divisionId: string;
  masked: boolean;
  save: (body: Record<string, unknown>) => Promise<R>;
  onSaved: (row: R) => void;
  onCancel: () => void;
  children?: ReactNode;
  inputs?: WebResource['inputs'];
  /** Fields after the descriptor's: the custom fields of its model. */
  extraFields?: readonly Field[];
  /** The user's access: a field that `requires` a permission is shown only with it. */
  access?: AccessSubject;
}

export function ResourceForm<R extends object>({ d, variant, row, divisionId, masked, save, onSaved, onCancel, children, inputs, extraFields, access }: ResourceFormProps<R>) {
  const may = (action: string, resource: string) => access !== undefined && can(access, action, resource);
  const { form, fields, body, showServerErrors } = useResourceForm(d, variant, row as Record<string, unknown> | undefined, extraFields, may);
  const [problems, setProblems] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  // The keyboard stays with the user: Save keeps the focus while it works (BusyButton; it went
  // disabled and the focus fell to the top of the page), and a refused save takes it to the first
  // field in error, or to the reasons above the form (a11y QA).
  // The form shows its own failures (fields and above the form), not Something Went Wrong.
  const mutation = useMutation({ mutationFn: save, meta: { handlesErrors: true } });
  const dirty = form.isDirty() && !mutation.isSuccess;
  const guard = useUnsavedChangesGuard(dirty);
  const submit = () => {
    const write = body();
    if (!write) return;
    setProblems([]);
    mutation.mutate(write, {
      onSuccess: (saved) => { form.resetDirty(); guard.release(); onSaved(saved); },
      onError: (error) => { setProblems(showServerErrors(error)); focusFirstProblem(formRef.current); },
    });
  };
  return (
    <form ref={formRef} onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate data-testid="resource-form">
      <Stack maw={640} gap="sm">
        {problems.length ? <Alert color="red" role="alert" tabIndex={-1} data-testid="form-problems">{problems.join(' ')}</Alert> : null}
        {fields.filter((f) => isShown(f, form.getValues())).map((f) => <FieldInput key={f.name} d={d} field={f} form={form} divisionId={divisionId} masked={masked} inputs={inputs} may={may} />)}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>Cancel</Button>
          <BusyButton type="submit" busy={mutation.isPending}>Save</BusyButton>
        </Group>
      </Stack>
      {guard.dialog}
    </form>
  );
}
