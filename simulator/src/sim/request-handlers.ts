// POST /sim/virtual_requests: a request raised as the hospital's systems would (QA, scenarios, the
// end-to-end tests and the benchmark), through the same collection and notification as a staff
// member's, recorded as raised by Scenario.
import type { operations } from '@bedside/openapi/sim';
import { ApiError, badRequest } from '../api-error.ts';
import { virtualRequestCollection } from '../api/virtual-requests.ts';
import { buildRequest } from '../api/virtual-requests.ts';
import { createAuthContext } from '../auth/context.ts';
import type { HandlerMap } from '../contract/handlers.ts';
import type { Services } from '../services.ts';

type SimHandlers = HandlerMap<operations, { services: Services }>;

export const requestHandlers: SimHandlers = {
  simRaiseVirtualRequest: async ({ services, body, request: log }) => {
    const { store } = services;
    const patient = store.data.patients.find((p) => p.id === body.patient_id);
    if (!patient) throw new ApiError(404, `Patient ${body.patient_id} not found`, 'not_found');
    if (patient.status !== 'active') throw badRequest('body.patient_id', 'admitted', `Patient ${patient.id} is discharged`);
    const hospitalId = store.divisionsById.get(patient.division_id)?.hospital_id;
    const organization = store.data.hospitals.find((h) => h.id === hospitalId)?.organization_id;
    const type = store.data.virtualRequestTypes.find((t) => t.organization_id === organization && t.enabled
      && (body.virtual_request_type_id === undefined ? t.kind === body.kind : t.id === body.virtual_request_type_id));
    if (!type) throw badRequest(body.kind ? 'body.kind' : 'body.virtual_request_type_id', 'exists', 'No enabled virtual request type of the patient’s organisation matches');
    // The revision and audit entry need a caller: the organisation's first user, named Scenario.
    const someone = store.data.users.find((u) => u.organization_id === organization);
    if (!someone) throw new ApiError(404, 'The patient’s organisation has no users', 'not_found');
    const ctx = { services, auth: createAuthContext({ ...someone, name: 'Scenario' }, store.roleOf(someone), null) };
    const raised = buildRequest(store, { patient, type, priority: body.priority, source: 'scenario', status: body.status ?? 'open' });
    await virtualRequestCollection.created(ctx, raised, { type: type.name, priority: raised.priority, status: raised.status, source: 'scenario' });
    const notified = raised.notified_user_ids.map((id) => store.usersById.get(id)?.email ?? '');
    log.log.info({ virtual_request: raised.id, notified: notified.length }, 'scenario: virtual request raised');
    return { id: raised.id, status: raised.status === 'denied' ? 'denied' as const : 'open' as const, notified };
  },
};
