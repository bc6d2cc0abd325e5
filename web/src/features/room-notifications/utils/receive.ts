// The room notification flow up to the snackbar (live video §4): received -> the server is told
// (a denied request ends here, unseen) -> the details are read -> the snackbar shows and its
// sound plays. The server sends the notification again when a request ends without an accept
// (denied once its patient is discharged or loses their room): read no longer open, a snackbar
// still showing it closes, so nobody is offered a visit with a patient who has left. Free of
// React: the realtime handler calls it.
import { announce } from '../../../lib/sound/notification-sound';
import { getVirtualRequest, receiveVirtualRequest } from '../api/virtual-requests';
import { useSnackbarStore } from './snackbar-store';

export async function receiveRoomNotification(id: number, audioPingEnabled: boolean): Promise<void> {
  const { ended } = useSnackbarStore.getState();
  const received = await receiveVirtualRequest(id);
  if (received.status === 'denied') return ended(id);
  const request = await getVirtualRequest(id);
  // Accepted or dismissed meanwhile: nothing is asked of this user any more.
  if (request.status !== 'open') return ended(id);
  useSnackbarStore.getState().showRequest(request);
  const { notification_sound: sound, sound_repeat_count: repeat } = request.type_details;
  await announce({ sound, repeat, enabled: audioPingEnabled });
}

/** The start-video instruction: the accepted request's patient's Video Visit page connects at once. */
export function videoVisitPath(request: { patient: { id: number }; type_details: { video_reason_id: number | null } }): string {
  const reason = request.type_details.video_reason_id;
  return `/patients/${request.patient.id}/overview/video-visit?start_video=1${reason === null ? '' : `&video_reason_id=${reason}`}`;
}
