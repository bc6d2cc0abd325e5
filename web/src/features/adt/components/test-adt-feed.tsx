// System › Test ADT Feed (Manage System): an HL7 v2 ADT message filled from a template of the
// chosen event (a seeded patient and room of the current division) or pasted, sent by the
// simulator over MLLP to its own listener, the path a hospital's interface engine takes, and the
// ACK it was answered. A filled message is shown masked while Mask PHI is on (sent as filled).
import { Alert, Anchor, Badge, Button, Code, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { components } from '@bedside/openapi/api';
import { apiCall } from '../../../lib/api/api-query';
import { ApiError } from '../../../lib/api/api-error';
import { useDivisionStore } from '../../../lib/division/division-store';
import { useMaskPhi } from '../../../lib/preferences/mask-phi';
import { maskMessage } from '../mask-message';

type AdtEvent = components['schemas']['AdtEvent'];

const events: { value: AdtEvent; label: string }[] = [
  { value: 'A01', label: 'A01 Admit' },
  { value: 'A02', label: 'A02 Transfer' },
  { value: 'A03', label: 'A03 Discharge' },
  { value: 'A04', label: 'A04 Register' },
  { value: 'A08', label: 'A08 Update Patient Information' },
  { value: 'A11', label: 'A11 Cancel Admit' },
  { value: 'A12', label: 'A12 Cancel Transfer' },
  { value: 'A13', label: 'A13 Cancel Discharge' },
];

const tones: Record<string, string> = { AA: 'green', AE: 'orange', AR: 'red' };

/** The 400's message for the message field, or the error's own text. */
const messageError = (error: unknown) =>
  (error instanceof ApiError ? error.body?.details?.find((d) => d.field === 'body.message')?.message : undefined) ?? (error instanceof Error ? error.message : String(error));

export function TestAdtFeed() {
  const divisionId = useDivisionStore((s) => s.divisionId ?? '*');
  const maskPhi = useMaskPhi();
  const queryClient = useQueryClient();
  const [event, setEvent] = useState<AdtEvent>('A02');
  const [draft, setDraft] = useState({ text: '', filled: false });
  const fill = useMutation({
    mutationFn: () => apiCall('getAdtTemplate', { event, division_id: divisionId }),
    onSuccess: (template) => setDraft({ text: template.message.replace(/\r/g, '\n'), filled: true }),
  });
  const send = useMutation({
    mutationFn: () => apiCall('sendAdtMessage', { division_id: divisionId }, { message: draft.text }),
    // The message may have moved, admitted or discharged anyone: every open list reads afresh.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const masked = maskPhi && draft.filled;
  const ack = send.data;
  return (
    <Stack maw={900}>
      <Group align="flex-end">
        <Select label="Message Type" data={events} value={event} allowDeselect={false} onChange={(value) => value && setEvent(value as AdtEvent)} w={320} />
        <Button variant="default" onClick={() => fill.mutate()} loading={fill.isPending}>Fill Template</Button>
        <Button variant="subtle" onClick={() => setDraft({ text: '', filled: false })} disabled={draft.text === ''}>Clear</Button>
      </Group>
      {fill.isError ? <Alert color="red">{messageError(fill.error)}</Alert> : null}
      <Textarea
        label="HL7 Message"
        description={masked ? 'Patient identifiers are masked (Mask PHI is on); the message is sent as filled. Clear it to paste one.' : 'Fill a template or paste a message; one segment per line.'}
        autosize minRows={6} maxRows={16}
        styles={{ input: { fontFamily: 'monospace' } }}
        value={masked ? maskMessage(draft.text) : draft.text}
        readOnly={masked}
        onChange={(e) => setDraft({ text: e.currentTarget.value, filled: false })}
        error={send.isError ? messageError(send.error) : undefined}
      />
      <Group>
        <Button onClick={() => send.mutate()} loading={send.isPending} disabled={draft.text.trim() === ''}>Send</Button>
        <Anchor component={Link} to="/monitoring/adt-messages">ADT Messages</Anchor>
      </Group>
      {ack ? (
        <Stack gap="xs" data-testid="adt-ack">
          <Title order={2} size="h4">ACK</Title>
          <Group gap="sm">
            <Badge color={tones[ack.ack_code] ?? 'gray'} size="lg" data-testid="adt-ack-code">{ack.ack_code}</Badge>
            <Text data-testid="adt-ack-text">{ack.ack_text}</Text>
          </Group>
          <Code block>{ack.ack.replace(/\r/g, '\n')}</Code>
        </Stack>
      ) : null}
    </Stack>
  );
}
