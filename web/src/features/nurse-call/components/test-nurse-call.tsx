// System › Test Nurse Call (Manage System): raise a call from a room as its nurse call system would.
// The room (of the current division, or all of the user's) shows its patient, masked while Mask
// PHI is on, and whether a monitor runs; the call type sets the priority. The simulator raises a
// virtual nursing request that reaches the eligible staff as a room notification; the answer says
// how many were told, and Nurse Call follows what becomes of it.
import { Alert, Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { nurseCallPriority, nurseCallType, virtualRequestPriority } from '@bedside/resources';
import { MaskedText } from '../../../components/masked-text';
import { ApiError } from '../../../lib/api/api-error';
import { useDivisionStore } from '../../../lib/division/division-store';
import { nurseCallRoomsOptions, nurseCallsChanged, raiseNurseCall, type NurseCallType } from '../api/nurse-calls';

/** Live video §4's priority colours (low info, medium warning, high danger). */
const priorityColor = { low: 'blue', medium: 'yellow', high: 'red' } as const;

const callTypes = nurseCallType.options.map(({ value, label }) => ({ value, label: `${label} (${virtualRequestPriority.text[nurseCallPriority[value]]} priority)` }));

/** The server's reason for the room field (a 422 naming body.nurse_call.room_id), or the error's own text. */
const roomError = (error: unknown) =>
  (error instanceof ApiError ? error.body?.details?.find((d) => d.field === 'body.nurse_call.room_id')?.message : undefined) ?? (error instanceof Error ? error.message : String(error));

export function TestNurseCall() {
  const divisionId = useDivisionStore((s) => s.divisionId ?? '*');
  const queryClient = useQueryClient();
  const rooms = useQuery(nurseCallRoomsOptions(divisionId));
  const [roomId, setRoomId] = useState<string | null>(null);
  const [callType, setCallType] = useState<NurseCallType>('patient_call');
  const raise = useMutation({
    mutationFn: () => raiseNurseCall(divisionId, Number(roomId), callType),
    onSuccess: () => nurseCallsChanged(queryClient),
  });
  const room = rooms.data?.find((r) => String(r.id) === roomId);
  const raised = raise.data;
  return (
    <Stack maw={640}>
      <Select
        label="Room"
        placeholder={rooms.isPending ? 'Loading rooms…' : 'Pick a room'}
        searchable
        data={(rooms.data ?? []).map((r) => ({ value: String(r.id), label: `${r.name} · ${r.division.name}` }))}
        value={roomId}
        onChange={(value) => { setRoomId(value); raise.reset(); }}
        error={raise.isError ? roomError(raise.error) : undefined}
      />
      {room ? (
        <Stack gap={2} data-testid="nurse-call-room">
          <Text size="sm">Patient: {room.patient ? <MaskedText value={room.patient.name} type="patient_name" /> : 'No admitted patient'}</Text>
          <Text size="sm">Monitor: {room.monitor ? `Running (${room.monitor.status})` : 'None running'}</Text>
        </Stack>
      ) : null}
      <Select label="Call Type" data={callTypes} value={callType} allowDeselect={false} onChange={(value) => value && setCallType(value as NurseCallType)} />
      <Group>
        <Button onClick={() => raise.mutate()} loading={raise.isPending} disabled={!roomId}>Raise Call</Button>
        <Anchor component={Link} to="/monitoring/nurse-call">Nurse Call</Anchor>
      </Group>
      {raised ? (
        <Alert color="green" title="Call raised" data-testid="nurse-call-raised">
          <Group gap="xs">
            <Text size="sm">{nurseCallType.text[raised.call_type]} from {raised.room.name}</Text>
            <Badge color={priorityColor[raised.priority]}>{virtualRequestPriority.text[raised.priority]} priority</Badge>
          </Group>
          <Text size="sm">
            {raised.notified_count === 0 ? 'Nobody on duty takes virtual nursing requests in this division: the call reads unanswered.' : `Sent to ${raised.notified_count} staff as a virtual nursing request.`}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
