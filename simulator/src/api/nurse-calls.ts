// Nurse Call on the generic collection (read-only, division scope), and Test Nurse Call: the rooms
// with their patient and monitor, and a call raised as a room's nurse call system raises it. A call
// becomes a virtual nursing request (source nurse_call) at its call type's priority: the virtual
// nurse is who answers a call light in a virtual-care unit, by video into the room first. Its
// outcome and response time are read from that request, so they follow its accept or dismiss.
import { nurseCallPriority, nurseCalls } from '@bedside/resources';
import { ApiError } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { Room, StoredNurseCall, StoredVirtualRequest } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';
import { buildRequest, virtualRequestCollection as requests } from './virtual-requests.ts';

/** An open call nobody has accepted this long after it was raised reads as unanswered. */
export const ANSWER_WINDOW_MS = 5 * 60_000;
const ROOM_FIELD = 'body.nurse_call.room_id';

/** What became of a call: its request's status, or unanswered once open past the window or sent to nobody. */
function outcomeOf(request: StoredVirtualRequest, now: number) {
  if (request.status !== 'open') return request.status;
  return request.notified_user_ids.length === 0 || now - Date.parse(request.created_at) > ANSWER_WINDOW_MS ? 'unanswered' : 'open';
}

export const nurseCallSpec: ResourceSpec<'NurseCall', 'NurseCalls', StoredNurseCall> = {
  descriptor: nurseCalls,
  records: (store) => store.data.nurseCalls,
  toRows: ({ services: { store } }, recs) => {
    const byId = new Map(store.data.virtualRequests.map((r) => [r.id, r]));
    const patients = new Map(store.data.patients.map((p) => [p.id, p]));
    const now = Date.now();
    return recs.map((c) => {
      const request = byId.get(c.virtual_request_id);
      const patient = patients.get(c.patient_id);
      const division = store.divisionsById.get(c.division_id);
      if (!request || !patient || !division) throw new Error(`nurse call ${c.id} refers to a missing request, patient or division`);
      const acceptedBy = request.status === 'accepted' && request.assignee_user_id !== null ? store.usersById.get(request.assignee_user_id) : undefined;
      const acceptedAt = request.status === 'accepted' ? request.accepted_at ?? null : null;
      return {
        id: c.id, raised_at: c.created_at, call_type: c.call_type, priority: c.priority, outcome: outcomeOf(request, now),
        room: { id: c.room_id, name: c.room_name }, patient: { id: patient.id, name: patient.display_name }, division: { id: division.id, name: division.name },
        accepted_by: acceptedBy ? { name: acceptedBy.name } : null, accepted_at: acceptedAt,
        response_time_sec: acceptedAt === null ? null : Math.max(0, Math.round((Date.parse(acceptedAt) - Date.parse(c.created_at)) / 1000)),
        notified_count: request.notified_user_ids.length,
        raised_by: c.raised_by_user_id === null ? 'Nurse Call System' : store.usersById.get(c.raised_by_user_id)?.name ?? 'Nurse Call System',
        virtual_request_id: request.id,
      };
    });
  },
};

/** The admitted patient in the room and their running monitor, if any. */
function occupant(store: Store, room: Room) {
  const patient = store.data.patients.find((p) => p.room_id === room.id && p.status === 'active');
  const monitor = patient && store.data.monitors.find((m) => m.patient_id === patient.id && m.status !== 'stopped');
  return { patient, monitor };
}

const unprocessable = (rule: string, message: string) => new ApiError(422, message, 'unprocessable', [{ field: ROOM_FIELD, rule, message }]);

export const nurseCallHandlers: ApiHandlers = {
  ...resourceHandlers(nurseCallSpec),
  listNurseCallRooms: (ctx) => {
    const { store } = ctx.services;
    const divisions = new Set(ctx.auth.divisions(ctx.query.division_id));
    return store.data.rooms
      .filter((r) => divisions.has(r.division_id))
      .map((room) => {
        const division = store.divisionsById.get(room.division_id);
        const { patient, monitor } = occupant(store, room);
        return {
          id: room.id, name: room.name, division: { id: room.division_id, name: division?.name ?? '' },
          patient: patient ? { id: patient.id, name: patient.display_name } : null,
          monitor: monitor ? { id: monitor.id, status: monitor.status } : null,
        };
      })
      .sort((a, b) => a.division.name.localeCompare(b.division.name) || a.name.localeCompare(b.name, undefined, { numeric: true }));
  },
  raiseNurseCall: async (ctx) => {
    const { store } = ctx.services;
    const { room_id: roomId, call_type: callType } = ctx.body.nurse_call;
    const room = store.roomsById.get(roomId);
    // A room of another division reads as a missing one.
    if (!room || !ctx.auth.user.division_ids.includes(room.division_id)) throw new ApiError(404, `Room ${roomId} not found`, 'not_found');
    const { patient, monitor } = occupant(store, room);
    if (!patient) throw unprocessable('patient', `Room ${room.name} has no admitted patient to call from`);
    if (!monitor) throw unprocessable('monitor', `The patient in room ${room.name} has no running monitor`);
    const type = store.data.virtualRequestTypes.find((t) => t.organization_id === ctx.auth.user.organization_id && t.kind === 'virtual_nursing' && t.enabled);
    if (!type) throw new ApiError(422, 'The organisation has no enabled virtual nursing request type', 'no_request_type');
    const priority = nurseCallPriority[callType];
    const request = buildRequest(store, { patient, type, priority, source: 'nurse_call' });
    const call: StoredNurseCall = {
      id: store.nextId('nurseCalls'), division_id: patient.division_id, room_id: room.id, room_name: room.name, patient_id: patient.id, monitor_id: monitor.id,
      call_type: callType, priority, virtual_request_id: request.id, raised_by_user_id: ctx.auth.user.id, created_at: request.created_at,
    };
    store.data.nurseCalls.push(call);
    // The request's revision and its room notifications, as for any raised request.
    await requests.created(ctx, request, { type: type.name, priority, status: request.status, source: 'nurse_call' });
    return nurseCallSpec.toRows(ctx, [call])[0]!;
  },
};
