// Virtual request types on the generic collection: what is theirs alone. A type is organisation-wide;
// its name is unique in the organisation (any case); its video reason is one of the organisation's
// (another organisation's reads as a missing one); the sound plays once unless told otherwise.
import { virtualRequestTypes } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { StoredVirtualRequestType } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';
import { isVideoReasonOf } from './video-reasons.ts';

const field = (name: string) => `body.virtual_request_type.${name}`;

function checkName(store: Store, organization: string, name: string, self?: StoredVirtualRequestType) {
  const wanted = name.toLowerCase();
  if (store.data.virtualRequestTypes.some((t) => t !== self && t.organization_id === organization && t.name.toLowerCase() === wanted)) {
    throw badRequest(field('name'), 'unique', 'A virtual request type with this name already exists');
  }
}

/** The reason as the form and the revisions show it: its name, not its id. */
const reasonName = (store: Store, id: number | null) => store.data.videoReasons.find((r) => r.id === id)?.name ?? null;

function checkReason(store: Store, organization: string, id: number | null | undefined) {
  if (id !== null && id !== undefined && !isVideoReasonOf(store, organization, id)) {
    throw badRequest(field('video_reason_id'), 'exists', `Video reason ${id} not found`);
  }
}

export const virtualRequestTypeSpec: ResourceSpec<'VirtualRequestType', 'VirtualRequestTypes', StoredVirtualRequestType> = {
  descriptor: virtualRequestTypes,
  records: (store) => store.data.virtualRequestTypes,
  organizationOf: (type) => type.organization_id,
  toRows: ({ services: { store } }, recs) => {
    const reasons = new Map(store.data.videoReasons.map((r) => [r.id, r]));
    return recs.map(({ organization_id: _org, video_reason_id, ...type }) => {
      const reason = video_reason_id === null ? undefined : reasons.get(video_reason_id);
      return { ...type, video_reason: reason ? { id: reason.id, name: reason.name } : null };
    });
  },
  create: ({ auth, services: { store } }, input) => {
    const organization = auth.user.organization_id;
    const name = (input.name ?? '').trim();
    checkName(store, organization, name);
    checkReason(store, organization, input.video_reason_id);
    // kind, default_priority and notification_sound are required by the form's rules, checked before.
    const type: StoredVirtualRequestType = {
      id: store.nextId('virtualRequestTypes'), name, kind: input.kind ?? 'eicu', default_priority: input.default_priority ?? 'medium',
      notification_sound: input.notification_sound ?? 'chime', sound_repeat_count: input.sound_repeat_count ?? 1,
      video_reason_id: input.video_reason_id ?? null, enabled: input.enabled ?? true, organization_id: organization, updated_at: new Date().toISOString(),
    };
    store.data.virtualRequestTypes.push(type);
    return type;
  },
  createdFields: ({ services: { store } }, { organization_id: _org, id: _id, updated_at: _at, video_reason_id, ...type }) => ({
    ...type, video_reason_id: reasonName(store, video_reason_id),
  }),
  update: ({ services: { store } }, type, input, edit) => {
    const name = input.name?.trim();
    if (name !== undefined) checkName(store, type.organization_id, name, type);
    checkReason(store, type.organization_id, input.video_reason_id);
    edit.set('name', name);
    edit.set('kind', input.kind);
    edit.set('default_priority', input.default_priority);
    edit.set('notification_sound', input.notification_sound);
    // null: the form's emptied count, back to the default of once.
    edit.set('sound_repeat_count', input.sound_repeat_count === null ? 1 : input.sound_repeat_count);
    if (input.video_reason_id !== undefined) {
      // The revision reads the reasons' names, as the form shows them.
      edit.note('video_reason_id', reasonName(store, type.video_reason_id), reasonName(store, input.video_reason_id));
      type.video_reason_id = input.video_reason_id;
    }
    edit.set('enabled', input.enabled);
  },
  dropdowns: {
    // The Video Reason select: the organisation's enabled reasons, as Video Meeting Settings offers them.
    video_reason: ({ auth, services: { store } }, _divisions, q) => store.data.videoReasons
      .filter((r) => r.organization_id === auth.user.organization_id && r.enabled && (!q || r.name.toLowerCase().includes(q.toLowerCase())))
      .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
      .map((r) => ({ key: String(r.id), value: r.name })),
  },
  afterChange: async (_ctx, type) => { type.updated_at = new Date().toISOString(); },
  sample: (store) => ({ kind: 'translation', name: `Sample Request Type ${store.data.virtualRequestTypes.length + 1}`, default_priority: 'low', notification_sound: 'pulse' }),
};

export const virtualRequestTypeHandlers: ApiHandlers = resourceHandlers(virtualRequestTypeSpec);
