// Who else is in a visit with this room, and whose microphone is open (issue 16 item 5; LookDeep
// shows other viewers that a mic is open): before joining (Video Visit page, Video Meeting
// Settings) and during the call. Clinicians' names are staff, not patient data.
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { isMeetingOpenHere } from '../../../lib/media/open-sessions';
import type { VideoSession } from '../../../lib/media/video-session';
import { useRoomParticipants, type RoomParticipant } from '../api/list-room-participants';
import { useLiveVideoStore } from '../hooks/live-video-store';
import { useMicReport } from '../hooks/use-mic-report';
import { useSessionState, useSessionValue } from '../hooks/use-session-snapshot';

const UNKNOWN = 'Could not check who else is in a visit with this room.';

function MicState({ participant }: { participant: RoomParticipant }) {
  // A wall tile watches muted until its viewer presses Talk: it is monitoring, not a preview visit.
  if (participant.monitoring && !participant.mic_open) return <Badge size="sm" color="gray" variant="light">monitoring, mic muted</Badge>;
  if (participant.preview) return <Badge size="sm" color="gray" variant="light">previewing, mic muted</Badge>;
  return participant.mic_open
    ? <Badge size="sm" color="red" variant="filled">mic open</Badge>
    : <Badge size="sm" color="gray" variant="light">mic muted</Badge>;
}

const who = (p: RoomParticipant) => (p.role_name ? `${p.name} (${p.role_name})` : p.name);

interface RoomParticipantsProps {
  deviceId: number | null;
  /** Door Knock is ticked: say when the backend will not play it (someone already announced) */
  doorKnock?: boolean;
}

/** The others: the list without the call shown here (the API names the meetings of the user's own visits). */
function others(list: RoomParticipant[], meetingId: string | null): RoomParticipant[] {
  return meetingId === null ? list : list.filter((p) => !(p.you && p.meeting_id === meetingId));
}

/** The user's own visit, by where it is: a call of this window (a wall tile) or of another one. */
const inThisWindow = (p: RoomParticipant) => p.you && isMeetingOpenHere(p.meeting_id);

/** One line of the list: a monitoring wall's watcher is said to monitor the room, not to be in a visit (QA). */
function line(p: RoomParticipant): string {
  const what = p.monitoring ? 'monitoring this room' : 'in a visit with this room';
  if (inThisWindow(p)) return `You are ${what} in this window`;
  if (p.you) return `You are ${what} in another window`;
  return `${who(p)} is ${what}`;
}

/** The same, short, beside the call. */
function shortLine(p: RoomParticipant): string {
  const where = inThisWindow(p) ? 'in this window' : 'another window';
  if (p.you) return p.monitoring ? `You (monitoring ${where})` : `You (${where})`;
  return p.monitoring ? `${who(p)}, monitoring` : who(p);
}

/** The meeting of this window's overlay call with the device, if it is in one. */
function useOwnCallWith(deviceId: number | null): string | null {
  const session = useLiveVideoStore((s) => s.session);
  const state = useSessionState(session);
  const snapshot = session?.getSnapshot();
  return state !== null && state !== 'stopped' && snapshot?.videoDeviceId === deviceId ? snapshot.meetingId : null;
}

function BeforeJoining({ deviceId, doorKnock = false }: RoomParticipantsProps) {
  const participants = useRoomParticipants(deviceId);
  const ownCall = useOwnCallWith(deviceId);
  if (participants.isError) return <Text size="sm" c="dimmed">{UNKNOWN}</Text>;
  const list = others(participants.data ?? [], ownCall);
  if (!list.length) return null;
  // The backend's rule: a visit that is not a preview announced the patient; no second knock.
  const announced = list.some((p) => !p.preview);
  const title = list.every((p) => p.monitoring) ? 'Someone is monitoring this room' : 'Someone is already in a visit with this room';
  return (
    <Alert color="orange" role="status" title={title} data-testid="room-participants">
      <Stack gap={4}>
        {list.map((p, index) => (
          <Group key={`${p.user_id}-${index}`} gap="xs">
            <Text size="sm">{line(p)}</Text>
            <MicState participant={p} />
          </Group>
        ))}
        {doorKnock && announced ? <Text size="sm">Door Knock will not play: the patient has already been announced to.</Text> : null}
      </Stack>
    </Alert>
  );
}

/**
 * A list the view cannot draw (an answer of another shape than a list of participants) is said as
 * not known, as a failed read is, and the settings or the call around it go on. The next answer
 * is drawn again.
 */
function Contained({ deviceId, children }: { deviceId: number | null; children: ReactNode }) {
  const answered = useRoomParticipants(deviceId).dataUpdatedAt;
  return (
    <ErrorBoundary part="room participants" resetKeys={[answered]} fallback={() => <Text size="sm" c="dimmed">{UNKNOWN}</Text>}>
      {children}
    </ErrorBoundary>
  );
}

/** Before joining: everyone in a visit with the device's room, the user's visits in other windows included. */
export function RoomParticipants(props: RoomParticipantsProps) {
  return <Contained deviceId={props.deviceId}><BeforeJoining {...props} /></Contained>;
}

/** During the call: who else is in the room, and the user's own mutes reported for them to see. */
export function CallRoomParticipants({ session }: { session: VideoSession }) {
  // Outside the list's boundary: the mutes are reported even while the list cannot be drawn.
  useMicReport(session);
  const videoDeviceId = useSessionValue(session, (s) => s.videoDeviceId);
  return <Contained deviceId={videoDeviceId}><AlsoInRoom session={session} videoDeviceId={videoDeviceId} /></Contained>;
}

function AlsoInRoom({ session, videoDeviceId }: { session: VideoSession; videoDeviceId: number | null }) {
  const meetingId = useSessionValue(session, (s) => s.meetingId);
  const participants = useRoomParticipants(videoDeviceId);
  if (participants.isError) return <Text size="sm" c="dimmed">{UNKNOWN}</Text>;
  const list = others(participants.data ?? [], meetingId);
  if (!list.length) return null;
  return (
    <Group gap="xs" role="status" data-testid="also-in-room">
      <Text size="sm" fw={600}>Also in this room:</Text>
      {list.map((p, index) => (
        <Group key={`${p.user_id}-${index}`} gap={4}>
          <Text size="sm">{shortLine(p)}</Text>
          <MicState participant={p} />
        </Group>
      ))}
    </Group>
  );
}
