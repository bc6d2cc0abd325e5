// A staff member's own assignments (/my-assignments) and their hand-over to a colleague of the
// same staff type. The hand-over waits for the colleague's acknowledgment, so patients are never
// without someone responsible: the sender keeps them until the colleague accepts. Events, each on
// the user's own channel: created (sender) and needs-acknowledgment (colleague); on accept,
// accepted (sender) and successful (colleague, whose app says "transferred to you"); on cancel or
// decline, cancelled (both).
import type { components } from '@bedside/openapi/api';
import { ApiError } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Services } from '../services.ts';
import type { StaffKind, StoredCareTransfer, User } from '../store/types.ts';
import { careAssignmentRows } from './care-assignments.ts';
import { mayHold, ruleBroken, staffTypeName, tellUser } from './care-rules.ts';
import type { ApiHandlers } from './types.ts';

type CareTransfer = components['schemas']['CareTransfer'];

const heldBy = (services: Services, userId: number, kind?: StaffKind) =>
  services.store.data.careAssignments.filter((a) => a.user_id === userId && (kind === undefined || a.staff_kind === kind));

function transferRow(services: Services, t: StoredCareTransfer): CareTransfer {
  const { store } = services;
  const ref = (id: number) => ({ id, name: store.usersById.get(id)?.name ?? 'N/A' });
  const patients = new Map(store.data.patients.map((p) => [p.id, p]));
  return {
    id: t.id, staff_kind: t.staff_kind, status: t.status, from_user: ref(t.from_user_id), to_user: ref(t.to_user_id), created_at: t.created_at,
    patients: t.patient_ids.flatMap((id) => { const p = patients.get(id); return p ? [{ id: p.id, display_name: p.display_name }] : []; }),
  };
}

/** Colleagues who may take every one of the caller's patients of a staff kind. */
function colleaguesFor(auth: AuthContext, services: Services, kind: StaffKind): User[] {
  const divisions = [...new Set(heldBy(services, auth.user.id, kind).map((a) => a.division_id))];
  return services.store.data.users.filter((u) => u.id !== auth.user.id && u.organization_id === auth.user.organization_id
    && u.staff_kinds.includes(kind) && !u.blocked && divisions.every((d) => mayHold(u, kind, d)));
}

/** A transfer the caller is a party to (as `as`, when given); any other answers as a missing one. */
function transferFor(auth: AuthContext, services: Services, id: number, as?: 'to'): StoredCareTransfer {
  const t = services.store.data.careTransfers.find((x) => x.id === id);
  const party = t && (t.to_user_id === auth.user.id || (as === undefined && t.from_user_id === auth.user.id));
  if (!t || !party) throw new ApiError(404, `Transfer ${id} not found`, 'not_found');
  if (t.status !== 'pending') throw ruleBroken('path.id', 'pending', `This transfer is already ${t.status}`);
  return t;
}

/** The realtime payload of a transfer, as both parties' apps read it. */
function payload(services: Services, t: StoredCareTransfer) {
  const name = (id: number) => services.store.usersById.get(id)?.name ?? null;
  return { transfer_id: t.id, staff_type: t.staff_kind, patient_ids: [...t.patient_ids], from_user_name: name(t.from_user_id), to_user_name: name(t.to_user_id) };
}

export const careTransferHandlers: ApiHandlers = {
  getMyCareAssignments: ({ auth, services }) => {
    const pending = services.store.data.careTransfers.filter((t) => t.status === 'pending');
    const rows = careAssignmentRows(services.store, heldBy(services, auth.user.id));
    return {
      assignments: rows.sort((a, b) => a.staff_kind.localeCompare(b.staff_kind) || a.patient.display_name.localeCompare(b.patient.display_name)),
      incoming: pending.filter((t) => t.to_user_id === auth.user.id).map((t) => transferRow(services, t)),
      outgoing: pending.filter((t) => t.from_user_id === auth.user.id).map((t) => transferRow(services, t)),
    };
  },
  listCareTransferColleagues: ({ auth, services, query }) => colleaguesFor(auth, services, query.staff_kind)
    .map((u) => ({ key: String(u.id), value: u.name }))
    .sort((a, b) => a.value.localeCompare(b.value)),
  createCareTransfer: async ({ auth, services, body }) => {
    const { staff_kind: kind, to_user_id: toUserId } = body.care_transfer;
    const { store } = services;
    const name = staffTypeName(store, auth.user.organization_id, kind);
    const held = heldBy(services, auth.user.id, kind);
    if (held.length === 0) throw ruleBroken('body.care_transfer.staff_kind', 'held', `You hold no ${name} assignment to transfer`);
    if (store.data.careTransfers.some((t) => t.status === 'pending' && t.from_user_id === auth.user.id && t.staff_kind === kind)) {
      throw ruleBroken('body.care_transfer.staff_kind', 'pending', `Your ${name} assignment is already waiting for a colleague's acknowledgment`);
    }
    if (toUserId === auth.user.id) throw ruleBroken('body.care_transfer.to_user_id', 'colleague', 'Choose a colleague other than yourself');
    const to = colleaguesFor(auth, services, kind).find((u) => u.id === toUserId);
    if (!to) throw ruleBroken('body.care_transfer.to_user_id', 'staff_type', `The colleague must hold the ${name} staff type and the divisions of your patients`);
    const transfer: StoredCareTransfer = {
      id: store.nextId('careTransfers'), staff_kind: kind, status: 'pending', from_user_id: auth.user.id, to_user_id: to.id,
      patient_ids: held.map((a) => a.patient_id), created_at: new Date().toISOString(),
    };
    store.data.careTransfers.push(transfer);
    await tellUser(services, auth.user, 'transfer-created', payload(services, transfer));
    await tellUser(services, to, 'transfer-needs-acknowledgment', payload(services, transfer));
    return transferRow(services, transfer);
  },
  acceptCareTransfer: async ({ auth, services, params }) => {
    const transfer = transferFor(auth, services, params.id, 'to');
    const { store } = services;
    const to = store.usersById.get(transfer.to_user_id);
    // What the sender still holds moves (a manager may have reassigned some meanwhile), if the
    // colleague may still take it.
    const moving = heldBy(services, transfer.from_user_id, transfer.staff_kind).filter((a) => transfer.patient_ids.includes(a.patient_id));
    if (!to || moving.some((a) => !mayHold(to, a.staff_kind, a.division_id))) {
      throw ruleBroken('path.id', 'staff_type', `You no longer hold the ${staffTypeName(store, auth.user.organization_id, transfer.staff_kind)} staff type or the divisions of these patients`);
    }
    const at = new Date().toISOString();
    for (const a of moving) Object.assign(a, { user_id: to.id, assigned_at: at });
    Object.assign(transfer, { status: 'successful', patient_ids: moving.map((a) => a.patient_id) });
    await tellUser(services, store.usersById.get(transfer.from_user_id), 'transfer-accepted', payload(services, transfer));
    await tellUser(services, to, 'transfer-successful', payload(services, transfer));
    return transferRow(services, transfer);
  },
  cancelCareTransfer: async ({ auth, services, params }) => {
    const transfer = transferFor(auth, services, params.id);
    transfer.status = 'cancelled';
    for (const id of [transfer.from_user_id, transfer.to_user_id]) {
      await tellUser(services, services.store.usersById.get(id), 'transfer-cancelled', payload(services, transfer));
    }
    return transferRow(services, transfer);
  },
};
