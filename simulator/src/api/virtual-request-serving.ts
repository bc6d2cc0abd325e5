// Whether a virtual request can still be served. Accepting one opens a video visit with its patient
// in their room (live video §4, Room notification), so once the patient is discharged, or has lost
// the room the request named, nobody can: their open requests are denied (the contract's status for
// a request the hospital's side ended) with the reason in the revision, and the users it was sent to
// are told to read it again, so their snackbars close. QA found such requests still open, showing
// the old room, and accepted into a visit with a discharged patient.
import { ApiError } from '../api-error.ts';
import { userChannel } from '../realtime/channels.ts';
import type { Ctx } from '../resources/spec.ts';
import type { Services } from '../services.ts';
import type { Store } from '../store/store.ts';
import type { Patient, StoredVirtualRequest } from '../store/types.ts';
import { visitDeviceOf } from './device-access.ts';
import { virtualRequestCollection as requests } from './virtual-requests.ts';

interface Unservable { code: 'patient_discharged' | 'patient_without_room'; reason: string }

/** Why nobody can serve the request any more; null while someone can. */
function unservable(patient: Patient, request: StoredVirtualRequest): Unservable | null {
  if (patient.status === 'discharged') return { code: 'patient_discharged', reason: 'The patient was discharged' };
  // A request raised while the patient had no room (room null) named none to lose.
  if (request.room_name !== null && patient.room_id === null) {
    return { code: 'patient_without_room', reason: `The patient no longer has a room (the request named ${request.room_name})` };
  }
  return null;
}

/**
 * room-notification again to each user the request was sent to: their app reads it, no longer
 * open, and closes its snackbar. Only the id travels, as for a new one.
 */
async function notifyEnded(services: Services, request: StoredVirtualRequest): Promise<void> {
  // A realtime outage must not undo the ending: the list and an accept read it denied.
  await Promise.allSettled(request.notified_user_ids.map((id) => services.publisher.publish(userChannel(id), 'room-notification', { virtual_request_id: request.id })));
}

/**
 * After any change of the patient (a screen's edit, a bulk discharge, an ADT message): ends their
 * open requests nobody can serve now, and has the others name the room the patient is in now (a
 * transfer left the old room on them; the visit an accept opens goes to the new one).
 */
export async function endUnservableRequests(ctx: Ctx, patient: Patient): Promise<void> {
  const { store } = ctx.services;
  const open = store.data.virtualRequests.filter((r) => r.patient_id === patient.id && r.status === 'open');
  const roomNow = patient.room_id === null ? null : store.roomsById.get(patient.room_id)?.name ?? null;
  for (const request of open) {
    const why = unservable(patient, request);
    if (!why) {
      if (request.room_name !== null && roomNow !== null && roomNow !== request.room_name) {
        await requests.update(ctx, request, (edit) => {
          edit.note('room', request.room_name, roomNow);
          request.room_name = roomNow;
          request.updated_at = new Date().toISOString();
        });
      }
      continue;
    }
    await requests.update(ctx, request, (edit) => {
      edit.set('status', 'denied');
      edit.note('reason', null, why.reason);
      request.updated_at = new Date().toISOString();
    });
    await notifyEnded(ctx.services, request);
  }
}

/** 409 for a request nobody can serve, whatever its status: even one that slipped through open. */
export function checkServable(store: Store, request: StoredVirtualRequest): void {
  const patient = store.data.patients.find((p) => p.id === request.patient_id);
  const why = patient && unservable(patient, request);
  if (why) throw new ApiError(409, `Virtual request ${request.id} can no longer be accepted. ${why.reason}`, why.code);
}

/**
 * 409 when the visit an accept opens could not connect: the camera it joins (the patient's running
 * monitor's) is not online. Refused before anything changes, so the request stays open for everyone
 * rather than being taken by a nurse whose visit then fails.
 */
export function checkCamera(store: Store, request: StoredVirtualRequest): void {
  const device = visitDeviceOf(store, request.patient_id);
  if (!device || device.status === 'online') return;
  const state = device.status === 'error' ? 'reporting an error' : 'offline';
  throw new ApiError(409, `The camera in ${device.room?.name ?? 'the patient’s room'} (${device.name}) is ${state}: a video visit cannot connect. The request stays open`, 'device_offline');
}
