// Virtual requests on the generic collection: what is theirs alone. A request is raised for an
// active patient of one division (the division_id of the create) with an enabled type of the
// caller's organisation; the room is the patient's at that moment. Raising it notifies the users
// eligible for it (virtual-request-notify.ts). Receive, accept and dismiss are in
// virtual-request-actions.ts; the end of one nobody can serve any more, in virtual-request-serving.ts.
import { virtualRequests } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { Collection } from '../resources/collection.ts';
import type { Ctx, ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { Patient, StoredVirtualRequest, StoredVirtualRequestType } from '../store/types.ts';
import { notifyEligible } from './virtual-request-notify.ts';

const field = (name: string) => `body.virtual_request.${name}`;
const contains = (text: string, q: string | undefined) => !q || text.toLowerCase().includes(q.toLowerCase());
const organizationOfDivision = (store: Store, divisionId: number) =>
  store.data.hospitals.find((h) => h.id === store.divisionsById.get(divisionId)?.hospital_id)?.organization_id;

/** An enabled type of the organisation (another organisation's reads as a missing one). */
export function enabledType(store: Store, organization: string, id: number): StoredVirtualRequestType | undefined {
  return store.data.virtualRequestTypes.find((t) => t.id === id && t.organization_id === organization && t.enabled);
}

export interface Raise {
  patient: Patient;
  type: StoredVirtualRequestType;
  priority?: StoredVirtualRequest['priority'];
  source: StoredVirtualRequest['source'];
  status?: StoredVirtualRequest['status'];
}

/** Builds and stores a request (not yet recorded or notified: the collection's create does both). */
export function buildRequest(store: Store, { patient, type, priority, source, status = 'open' }: Raise): StoredVirtualRequest {
  const now = new Date().toISOString();
  const request: StoredVirtualRequest = {
    id: store.nextId('virtualRequests'), virtual_request_type_id: type.id, priority: priority ?? type.default_priority, status,
    patient_id: patient.id, room_name: patient.room_id === null ? null : store.roomsById.get(patient.room_id)?.name ?? null,
    division_id: patient.division_id, assignee_user_id: null, source, notified_user_ids: [], received_by: [], dismissed_by: [],
    created_at: now, updated_at: now,
  };
  store.data.virtualRequests.push(request);
  return request;
}

export const virtualRequestSpec: ResourceSpec<'VirtualRequest', 'VirtualRequests', StoredVirtualRequest> = {
  descriptor: virtualRequests,
  records: (store) => store.data.virtualRequests,
  toRows: ({ services: { store } }, recs) => {
    const types = new Map(store.data.virtualRequestTypes.map((t) => [t.id, t]));
    const patients = new Map(store.data.patients.map((p) => [p.id, p]));
    return recs.map((r) => {
      const type = types.get(r.virtual_request_type_id);
      const patient = patients.get(r.patient_id);
      const division = store.divisionsById.get(r.division_id);
      if (!type || !patient || !division) throw new Error(`virtual request ${r.id} refers to a missing type, patient or division`);
      const assignee = r.assignee_user_id === null ? undefined : store.usersById.get(r.assignee_user_id);
      return {
        id: r.id, type: type.name, kind: type.kind, virtual_request_type_id: type.id,
        type_details: { notification_sound: type.notification_sound, sound_repeat_count: type.sound_repeat_count, video_reason_id: type.video_reason_id },
        priority: r.priority, status: r.status, patient: { id: patient.id, name: patient.display_name },
        room: r.room_name === null ? null : { name: r.room_name }, division: { id: division.id, name: division.name },
        assignee: assignee ? { name: assignee.name } : null, source: r.source, created_at: r.created_at, updated_at: r.updated_at,
      };
    });
  },
  create: ({ auth, services: { store } }, input, divisionId) => {
    // patient_id and virtual_request_type_id are there: the form's required rules ran first.
    const patient = store.data.patients.find((p) => p.id === input.patient_id);
    if (!patient || patient.division_id !== divisionId || patient.status !== 'active') {
      throw badRequest(field('patient_id'), 'admitted', `patient ${input.patient_id} is not an admitted patient of ${store.divisionsById.get(divisionId)?.name ?? 'the division'}`);
    }
    const type = enabledType(store, auth.user.organization_id, input.virtual_request_type_id ?? 0);
    if (!type) throw badRequest(field('virtual_request_type_id'), 'exists', `Virtual request type ${input.virtual_request_type_id} is not an enabled type of the organisation`);
    return buildRequest(store, { patient, type, priority: input.priority, source: 'staff' });
  },
  createdFields: ({ services: { store } }, r) => ({
    type: store.data.virtualRequestTypes.find((t) => t.id === r.virtual_request_type_id)?.name, priority: r.priority, status: r.status,
    patient: store.data.patients.find((p) => p.id === r.patient_id)?.display_name, room: r.room_name, source: r.source,
  }),
  dropdowns: {
    patient: ({ services }, divisions, q) => services.store.data.patients
      .filter((p) => divisions.has(p.division_id) && p.status === 'active' && (contains(p.display_name, q) || contains(p.mrn, q)))
      .map((p) => ({ key: String(p.id), value: p.display_name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    virtual_request_type: ({ auth, services }, _divisions, q) => services.store.data.virtualRequestTypes
      .filter((t) => t.organization_id === auth.user.organization_id && t.enabled && contains(t.name, q))
      .map((t) => ({ key: String(t.id), value: t.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    division: ({ services }, divisions, q) => services.store.data.divisions
      .filter((d) => divisions.has(d.id) && contains(d.name, q))
      .map((d) => ({ key: String(d.id), value: d.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  },
  afterChange: async (ctx: Ctx, request, action) => {
    if (action === 'create') await notifyEligible(ctx.services, request);
  },
  sample: (store, divisionId) => {
    const patient = store.data.patients.find((p) => p.division_id === divisionId && p.status === 'active');
    const organization = organizationOfDivision(store, divisionId);
    const type = store.data.virtualRequestTypes.find((t) => t.organization_id === organization && t.enabled);
    return { patient_id: patient?.id ?? 0, virtual_request_type_id: type?.id ?? 0 };
  },
};

export const virtualRequestCollection = new Collection(virtualRequestSpec);
