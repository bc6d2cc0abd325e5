// The room notification snackbars (live video §4), stacked in a corner of every secured page: a
// request's type, priority (low info, medium warning, high danger), masked patient, room, division
// and assignee, with Dismiss and Video Visit; and the Accepted note once someone else took it.
import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { virtualRequestPriority, virtualRequestPriorityTones } from '@bedside/resources';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { MaskedText } from '../../../components/masked-text';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { ApiError } from '../../../lib/api/api-error';
import { acceptVirtualRequest, dismissVirtualRequest, type VirtualRequest } from '../api/virtual-requests';
import { videoVisitPath } from '../utils/receive';
import { useSnackbarStore, type Snackbar } from '../utils/snackbar-store';

const toneColors: Record<StatusTone, string> = { info: 'blue', warning: 'yellow', danger: 'red', success: 'green', neutral: 'gray' };
const toneOf = (request: VirtualRequest) => (virtualRequestPriorityTones[request.priority] ?? 'info') as StatusTone;

function Details({ request }: { request: VirtualRequest }) {
  return (
    <Stack gap={2}>
      <Text size="sm">Patient: <MaskedText value={request.patient.name} type="patient_name" /></Text>
      <Text size="sm">Room: {request.room?.name ?? 'N/A'}</Text>
      <Text size="sm">Division: {request.division.name}</Text>
      <Text size="sm">Assignee: {request.assignee?.name ?? 'N/A'}</Text>
    </Stack>
  );
}

function RequestSnackbar({ snackbar }: { snackbar: Extract<Snackbar, { kind: 'request' }> }) {
  const { request } = snackbar;
  const close = useSnackbarStore((s) => s.close);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; stillOpen: boolean } | null>(null);
  const tone = toneOf(request);
  // A refusal that leaves the request open (the room's camera offline) keeps both actions: the
  // nurse may try again once the camera is back, and Dismiss must reach the server, or the request
  // could never become dismissed by everyone it was sent to.
  const settled = problem !== null && !problem.stillOpen;
  const act = async (action: 'accept' | 'dismiss') => {
    setBusy(true);
    try {
      if (action === 'accept') {
        await acceptVirtualRequest(request.id);
        close(snackbar.key);
        void navigate(videoVisitPath(request));
      } else {
        await dismissVirtualRequest(request.id);
        close(snackbar.key);
      }
    } catch (error) {
      // Taken by someone else a moment earlier, or the patient discharged (409): say so rather than
      // open a visit. The camera offline (409 device_offline): the server's words name it.
      const stillOpen = error instanceof ApiError && error.body?.code === 'device_offline';
      setProblem({ message: error instanceof ApiError ? error.message : 'The request could not be updated', stillOpen });
      setBusy(false);
    }
  };
  return (
    <Paper role="alert" aria-label={`${request.type} request`} data-priority={request.priority} data-request-id={request.id} withBorder shadow="md" p="sm" w={340}
      style={{ borderLeft: `6px solid var(--mantine-color-${toneColors[tone]}-6)` }}>
      <Group justify="space-between" mb={4}>
        <Text fw={700}>{request.type} request</Text>
        <StatusTag tone={tone} status={request.priority}>{virtualRequestPriority.text[request.priority]} priority</StatusTag>
      </Group>
      <Details request={request} />
      {problem ? <Text size="sm" c="red" mt={4}>{problem.message}</Text> : null}
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="default" disabled={busy} onClick={() => (settled ? close(snackbar.key) : void act('dismiss'))}>Dismiss</Button>
        {settled ? null : <Button size="xs" color={toneColors[tone]} loading={busy} onClick={() => void act('accept')}>Video Visit</Button>}
      </Group>
    </Paper>
  );
}

function AcceptedSnackbar({ snackbar }: { snackbar: Extract<Snackbar, { kind: 'accepted' }> }) {
  const close = useSnackbarStore((s) => s.close);
  return (
    <Paper role="alert" aria-label="Accepted" withBorder shadow="md" p="sm" w={340} style={{ borderLeft: '6px solid var(--mantine-color-green-6)' }}>
      <Group justify="space-between" mb={4}>
        <Text fw={700}>Accepted</Text>
        <CloseButton aria-label="Close" size="sm" onClick={() => close(snackbar.key)} />
      </Group>
      <Text size="sm">
        {snackbar.request.type} request for <MaskedText value={snackbar.request.patient.name} type="patient_name" /> accepted by {snackbar.acceptedBy}
      </Text>
    </Paper>
  );
}

/**
 * A request that cannot be drawn (a field missing from the provider's answer) still says that one
 * came; the other snackbars, the page and a video visit go on.
 */
function SnackbarFailed({ snackbar }: { snackbar: Snackbar }) {
  const close = useSnackbarStore((s) => s.close);
  return (
    <Paper role="alert" aria-label="Room notification" withBorder shadow="md" p="sm" w={340} style={{ borderLeft: '6px solid var(--mantine-color-red-6)' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">A room notification came in but could not be shown.</Text>
        <CloseButton aria-label="Close" size="sm" onClick={() => close(snackbar.key)} />
      </Group>
    </Paper>
  );
}

export function RoomNotifications() {
  const snackbars = useSnackbarStore((s) => s.snackbars);
  if (snackbars.length === 0) return null;
  return (
    <Stack gap="xs" pos="fixed" bottom={56} right={16} style={{ zIndex: 300 }} aria-label="Room notifications" role="region">
      {snackbars.map((snackbar) => (
        // The snackbar's content (its request) is the reset key: a newer copy of the request is tried again.
        <ErrorBoundary key={snackbar.key} part="room notification" resetKeys={[snackbar]} fallback={() => <SnackbarFailed snackbar={snackbar} />}>
          {snackbar.kind === 'request' ? <RequestSnackbar snackbar={snackbar} /> : <AcceptedSnackbar snackbar={snackbar} />}
        </ErrorBoundary>
      ))}
    </Stack>
  );
}
