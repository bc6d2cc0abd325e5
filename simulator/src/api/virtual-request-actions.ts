// The room notification's calls (live video §4, §7): receive, accept and dismiss by a user the
// request was meant for, each a revision of the request, and Aimee's create_for_aimee. A request of
// another division answers 404 like a missing one (the collection's find), and so does one of a
// kind the caller does not hold: it was never announced to them (shell §6), so for these calls it
// is not there. A role without AccessLiveVideo PatientMonitor is refused (403) before either.
import { ApiError } from '../api-error.ts';
import type { Ctx, Edit } from '../resources/spec.ts';
import type { StoredVirtualRequest } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';
import { buildRequest } from './virtual-requests.ts';
import { virtualRequestCollection as requests } from './virtual-requests.ts';
import { announceAccepted, isEligible } from './virtual-request-notify.ts';
import { checkCamera, checkServable } from './virtual-request-serving.ts';

function mine(ctx: Ctx & { params: { id: number } }): StoredVirtualRequest {
  const request = requests.find(ctx, ctx.params.id);
  if (!isEligible(ctx.services, ctx.auth.user, request)) throw new ApiError(404, `Virtual request ${request.id} not found`, 'not_found');
  return request;
}

const namesOf = (ctx: Ctx, ids: readonly number[]) => ids.map((id) => ctx.services.store.usersById.get(id)?.name ?? String(id)).join(', ');

/**
 * Adds the caller to who received (or dismissed) the request. The request's audit trail lists
 * these with raised and accepted (openapi listVirtualRequestRevisions), so each is a revision by the
 * caller: the users' names before and after, as a group's members are. Again by the same user
 * changes nothing and records nothing.
 */
function addUser(ctx: Ctx, edit: Edit<StoredVirtualRequest>, request: StoredVirtualRequest, field: 'received_by' | 'dismissed_by'): void {
  if (request[field].includes(ctx.auth.user.id)) return;
  const before = namesOf(ctx, request[field]);
  request[field].push(ctx.auth.user.id);
  edit.note(field, before || null, namesOf(ctx, request[field]));
  // The request changed with its revision: its updated_at is never older than its newest revision.
  request.updated_at = new Date().toISOString();
}

/** 409 unless the request is still open, naming what it is now (and who took it). */
function checkOpen(ctx: Ctx, request: StoredVirtualRequest): void {
  if (request.status === 'open') return;
  if (request.status === 'accepted') {
    const by = requests.row(ctx, request).assignee?.name ?? 'someone else';
    throw new ApiError(409, `Virtual request ${request.id} was already accepted by ${by}`, 'already_accepted');
  }
  throw new ApiError(409, `Virtual request ${request.id} is ${request.status}`, request.status);
}

export const virtualRequestActionHandlers: ApiHandlers = {
  // Answers the request as it stands: the app shows nothing for a denied one.
  receiveVirtualRequest: async (ctx) => {
    const request = mine(ctx);
    await requests.update(ctx, request, (edit) => addUser(ctx, edit, request, 'received_by'));
    return requests.row(ctx, request);
  },
  acceptVirtualRequest: async (ctx) => {
    const request = mine(ctx);
    checkServable(ctx.services.store, request);
    checkOpen(ctx, request);
    checkCamera(ctx.services.store, request);
    await requests.update(ctx, request, (edit) => {
      edit.set('status', 'accepted');
      edit.note('assignee', requests.row(ctx, request).assignee?.name ?? null, ctx.auth.user.name);
      request.assignee_user_id = ctx.auth.user.id;
      request.updated_at = new Date().toISOString();
      request.accepted_at = request.updated_at;
    });
    await announceAccepted(ctx.services, request, ctx.auth.user);
    return requests.row(ctx, request);
  },
  dismissVirtualRequest: async (ctx) => {
    const request = mine(ctx);
    if (request.status === 'dismissed') return requests.row(ctx, request);
    checkOpen(ctx, request);
    await requests.update(ctx, request, (edit) => {
      addUser(ctx, edit, request, 'dismissed_by');
      // Open while anyone it was sent to may still take it.
      // (addUser has moved updated_at: the last dismiss always adds its user.)
      if (request.notified_user_ids.every((id) => request.dismissed_by.includes(id))) edit.set('status', 'dismissed');
    });
    return requests.row(ctx, request);
  },
  createVirtualRequestForAimee: async (ctx) => {
    const { store } = ctx.services;
    const organization = ctx.auth.user.organization_id;
    const callId = ctx.body.call_id;
    const monitor = store.data.monitors.find((m) => m.id === ctx.body.monitor_id && ctx.auth.user.division_ids.includes(m.division_id));
    if (!monitor) throw new ApiError(404, `Patient monitor ${ctx.body.monitor_id} not found`, 'not_found');
    // Aimee's function call delivered twice (a reconnect, a retried request) raises one request:
    // the same call, about the same patient, of a monitor the caller may reach (checked first: a
    // Pediatrics nurse replaying a North Tower call's id was answered that request, patient and room).
    const done = callId === undefined ? undefined : store.data.aimeeCallIds.find((c) => c.call_id === callId && c.organization_id === organization);
    const raised = done && store.data.virtualRequests.find((r) => r.id === done.virtual_request_id);
    if (raised) {
      if (raised.patient_id !== monitor.patient_id) throw new ApiError(409, `call_id ${callId} was used for another request`, 'call_id_used');
      return requests.row(ctx, raised);
    }
    const type = store.data.virtualRequestTypes.find((t) => t.organization_id === organization && t.kind === ctx.body.key && t.enabled);
    if (!type) throw new ApiError(422, `The organisation has no enabled ${ctx.body.key} request type`, 'no_request_type');
    const patient = store.data.patients.find((p) => p.id === monitor.patient_id);
    if (!patient || patient.status !== 'active') throw new ApiError(422, `The patient of monitor ${monitor.id} is not active`, 'patient_not_active');
    const request = buildRequest(store, { patient, type, source: 'aimee' });
    if (callId !== undefined) store.data.aimeeCallIds.push({ call_id: callId, organization_id: organization, virtual_request_id: request.id });
    await requests.created(ctx, request, { type: type.name, priority: request.priority, status: request.status, source: 'aimee', ...(callId === undefined ? {} : { call_id: callId }) });
    return requests.row(ctx, request);
  },
};
