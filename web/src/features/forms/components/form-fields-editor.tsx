// The Form Builder's fields: an ordered list, each with a label, a kind (a custom field's, shell §3),
// required, and the choices of a select or radio, added, removed, moved and edited in place. The
// form value is one JSON text per field (a custom input holds strings; the descriptor turns them
// into the write body). A field keeps its key, which names its values in past submissions; a new
// one gets its key from its label on the server. Checks are the server's, answered under the editor.
import { ActionIcon, Button, Checkbox, Group, Input, Paper, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { customFieldKind, isChoiceKind, type FormFieldWrite } from '@bedside/resources';
import type { CustomInputProps } from '../../../components/resource/web-resource';
import { moved } from '../../../lib/forms/moved';

const parse = (text: string) => JSON.parse(text) as FormFieldWrite;
const newField = (): FormFieldWrite => ({ label: '', kind: 'text', required: false });

/** A field given another kind: only a select or radio keeps (or starts) a list of choices. */
function retyped(field: FormFieldWrite, kind: FormFieldWrite['kind']): FormFieldWrite {
  const { options, ...own } = field;
  return isChoiceKind(kind) ? { ...own, kind, options: options ?? [] } : { ...own, kind };
}

export function FormFieldsEditor({ label, description, value, onChange, error }: CustomInputProps) {
  const fields = value.map(parse);
  const change = (next: readonly FormFieldWrite[]) => onChange(next.map((field) => JSON.stringify(field)));
  const update = (i: number, field: FormFieldWrite) => change(fields.map((old, j) => (j === i ? field : old)));
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={4} data-testid="form-fields">
        {fields.length === 0 ? <Text size="sm" c="dimmed">No fields yet: add the questions the form asks.</Text> : null}
        {fields.map((field, i) => {
          const place = `Field ${i + 1}`;
          return (
            <Paper key={field.key ?? `new-${i}`} withBorder p="xs" data-testid="form-field">
              <Group gap="xs" align="center" wrap="wrap">
                <ActionIcon variant="subtle" aria-label={`Move field ${i + 1} up`} disabled={i === 0} onClick={() => change(moved(fields, i, i - 1))}>↑</ActionIcon>
                <ActionIcon variant="subtle" aria-label={`Move field ${i + 1} down`} disabled={i === fields.length - 1} onClick={() => change(moved(fields, i, i + 1))}>↓</ActionIcon>
                <TextInput aria-label={`${place} label`} placeholder="Label" value={field.label} w={240}
                  onChange={(e) => update(i, { ...field, label: e.currentTarget.value })} />
                <Select aria-label={`${place} kind`} data={customFieldKind.options} value={field.kind} allowDeselect={false} w={150}
                  onChange={(kind) => kind && kind !== field.kind && update(i, retyped(field, kind as FormFieldWrite['kind']))} />
                <Checkbox label="Required" aria-label={`${place} required`} checked={field.required ?? false}
                  onChange={(e) => update(i, { ...field, required: e.currentTarget.checked })} />
                <ActionIcon variant="subtle" color="red" aria-label={`Remove field ${i + 1}`} onClick={() => change(fields.filter((_, j) => j !== i))}>✕</ActionIcon>
              </Group>
              {isChoiceKind(field.kind) ? (
                <TagsInput mt="xs" aria-label={`${place} options`} placeholder="Choices: type one and press Enter" value={field.options ?? []}
                  splitChars={[',']} acceptValueOnBlur onChange={(options) => update(i, { ...field, options })} />
              ) : null}
            </Paper>
          );
        })}
        <Group><Button variant="light" size="xs" onClick={() => change([...fields, newField()])}>Add Field</Button></Group>
      </Stack>
    </Input.Wrapper>
  );
}
