// Care assignments on the generic collection: what is theirs alone. The patient is an admitted one
// of the division asked for; the assignee holds the staff type and that division; one assignee per
// patient and staff type (422 naming the field otherwise). An edit reassigns; patient and staff
// type stay. Whoever gains patients is told on their own channel (my-home-transfer), and a
// reassignment tells the previous assignee too, whose list shrinks.
import { careAssignments, staffKind } from '@bedside/resources';
import { resourceHandlers } from '../resources/handlers.ts';
import type { Ctx, ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { StaffKind, StoredCareAssignment, User } from '../store/types.ts';
import { mayHold, ruleBroken, staffTypeName, tellUser } from './care-rules.ts';
import type { ApiHandlers } from './types.ts';

const field = (name: string) => `body.care_assignment.${name}`;
const contains = (text: string, q: string | undefined) => !q || text.toLowerCase().includes(q.toLowerCase());

/** The assignee a manager named, if they may hold this staff type in this division (another organisation's reads as missing). */
function assigneeFor(ctx: Ctx, userId: number | undefined, kind: StaffKind, divisionId: number): User {
  const { store } = ctx.services;
  const user = userId === undefined ? undefined : store.usersById.get(userId);
  if (!user || user.organization_id !== ctx.auth.user.organization_id || !mayHold(user, kind, divisionId)) {
    throw ruleBroken(field('user_id'), 'staff_type', `The assignee must hold the ${staffTypeName(store, ctx.auth.user.organization_id, kind)} staff type and this patient's division`);
  }
  return user;
}

/** Rows of many assignments: joins through maps built once. */
export function careAssignmentRows(store: Store, recs: readonly StoredCareAssignment[]) {
  const patients = new Map(store.data.patients.map((p) => [p.id, p]));
  const units = new Map(store.data.units.map((u) => [u.id, u]));
  return recs.map((a) => {
    const patient = patients.get(a.patient_id);
    const room = patient?.room_id ? store.roomsById.get(patient.room_id) : undefined;
    const division = store.divisionsById.get(a.division_id);
    if (!patient || !division) throw new Error(`care assignment ${a.id} has no patient or division`);
    return {
      id: a.id, division: { id: division.id, name: division.name }, patient: { id: patient.id, display_name: patient.display_name },
      room_name: room?.name ?? null, unit_name: room ? (units.get(room.unit_id)?.name ?? null) : null,
      staff_kind: a.staff_kind, assignee: { id: a.user_id, name: store.usersById.get(a.user_id)?.name ?? 'N/A' }, assigned_at: a.assigned_at,
    };
  });
}

// The assignee before an edit, read by afterChange to tell them their patient left.
const previousAssignee = new WeakMap<StoredCareAssignment, number>();

export const careAssignmentSpec: ResourceSpec<'CareAssignment', 'CareAssignments', StoredCareAssignment> = {
  descriptor: careAssignments,
  records: (store) => store.data.careAssignments,
  toRows: ({ services: { store } }, recs) => careAssignmentRows(store, recs),
  create: (ctx, input, divisionId) => {
    const { store } = ctx.services;
    const patient = store.data.patients.find((p) => p.id === input.patient_id && p.division_id === divisionId && p.status === 'active');
    if (!patient) throw ruleBroken(field('patient_id'), 'exists', 'Choose an admitted patient of this division');
    const kind = input.staff_kind as StaffKind;
    const held = store.data.careAssignments.find((a) => a.patient_id === patient.id && a.staff_kind === kind);
    if (held) {
      const name = staffTypeName(store, ctx.auth.user.organization_id, kind);
      throw ruleBroken(field('staff_kind'), 'unique', `This patient already has a ${name} assignee (${store.usersById.get(held.user_id)?.name ?? 'N/A'}): reassign that assignment instead`);
    }
    const user = assigneeFor(ctx, input.user_id, kind, divisionId);
    const rec: StoredCareAssignment = {
      id: store.nextId('careAssignments'), division_id: divisionId, patient_id: patient.id, staff_kind: kind, user_id: user.id, assigned_at: new Date().toISOString(),
    };
    store.data.careAssignments.push(rec);
    return rec;
  },
  createdFields: ({ services: { store } }, rec) => ({
    patient_id: store.data.patients.find((p) => p.id === rec.patient_id)?.display_name,
    staff_kind: staffKind.text[rec.staff_kind],
    user_id: store.usersById.get(rec.user_id)?.name,
  }),
  update: (ctx, rec, input, edit) => {
    if (input.user_id === undefined || input.user_id === rec.user_id) return;
    const { store } = ctx.services;
    const user = assigneeFor(ctx, input.user_id, rec.staff_kind, rec.division_id);
    previousAssignee.set(rec, rec.user_id);
    edit.note('user_id', store.usersById.get(rec.user_id)?.name, user.name);
    rec.user_id = user.id;
    rec.assigned_at = new Date().toISOString();
  },
  dropdowns: {
    patient: ({ services }, divisions, q) => services.store.data.patients
      .filter((p) => divisions.has(p.division_id) && p.status === 'active' && contains(p.display_name, q))
      .map((p) => ({ key: String(p.id), value: p.display_name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    // Staff of the divisions who hold a staff type, named with their types so the manager picks the right one.
    assignee: ({ auth, services }, divisions, q) => services.store.data.users
      .filter((u) => u.organization_id === auth.user.organization_id && !u.blocked && u.staff_kinds.length > 0
        && u.division_ids.some((d) => divisions.has(d)) && contains(u.name, q))
      .map((u) => ({ key: String(u.id), value: `${u.name} (${u.staff_kinds.map((k) => staffKind.text[k]).join(', ')})` }))
      .sort((a, b) => a.value.localeCompare(b.value)),
    unit: ({ services }, divisions, q) => services.store.data.units
      .filter((u) => divisions.has(u.division_id) && contains(u.name, q))
      .map((u) => ({ key: u.name, value: u.name }))
      .sort((a, b) => a.value.localeCompare(b.value)),
  },
  afterChange: async ({ services }, rec, action) => {
    if (action === 'delete') return;
    const { store } = services;
    const before = previousAssignee.get(rec);
    previousAssignee.delete(rec);
    const from = before === undefined ? undefined : store.usersById.get(before);
    await tellUser(services, store.usersById.get(rec.user_id), 'my-home-transfer', { staff_type: rec.staff_kind, patient_ids: [rec.patient_id], from_user_name: from?.name ?? null });
    await tellUser(services, from, 'my-home-transfer', { staff_type: rec.staff_kind, patient_ids: [], from_user_name: null });
  },
  sample: (store, divisionId) => {
    const taken = new Set(store.data.careAssignments.filter((a) => a.staff_kind === 'virtual_nursing').map((a) => a.patient_id));
    const patient = store.data.patients.find((p) => p.division_id === divisionId && p.status === 'active' && !taken.has(p.id));
    const user = store.data.users.find((u) => mayHold(u, 'virtual_nursing', divisionId));
    return { patient_id: patient?.id ?? 0, staff_kind: 'virtual_nursing', user_id: user?.id ?? 0 };
  },
};

export const careAssignmentHandlers: ApiHandlers = resourceHandlers(careAssignmentSpec);
