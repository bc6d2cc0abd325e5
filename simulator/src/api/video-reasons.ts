// Video reasons on the generic collection: what is theirs alone. A reason is organisation-wide; its
// name is unique in the organisation (any case); an empty sort order places it after the others.
// listVideoReasonChoices is the Video Reason select's list (live video §7): the caller's
// organisation's enabled reasons, by sort order then name.
import { videoReasons } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { StoredVideoReason } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

const ofOrganization = (store: Store, organization: string) => store.data.videoReasons.filter((r) => r.organization_id === organization);

function checkName(store: Store, organization: string, name: string, self?: StoredVideoReason) {
  const wanted = name.toLowerCase();
  if (ofOrganization(store, organization).some((r) => r !== self && r.name.toLowerCase() === wanted)) {
    throw badRequest('body.video_reason.name', 'unique', 'A video reason with this name already exists');
  }
}

/** After the organisation's other reasons. */
const lastPlace = (store: Store, organization: string, self?: StoredVideoReason) =>
  Math.max(0, ...ofOrganization(store, organization).filter((r) => r !== self).map((r) => r.sort_order)) + 1;

/** A reason's id is one of the caller's organisation's (join_meeting's video_reason_ids). */
export function isVideoReasonOf(store: Store, organization: string, id: number): boolean {
  return store.data.videoReasons.some((r) => r.id === id && r.organization_id === organization);
}

export const videoReasonSpec: ResourceSpec<'VideoReason', 'VideoReasons', StoredVideoReason> = {
  descriptor: videoReasons,
  records: (store) => store.data.videoReasons,
  organizationOf: (reason) => reason.organization_id,
  toRows: (_ctx, recs) => recs.map(({ organization_id: _org, ...reason }) => reason),
  create: ({ auth, services: { store } }, input) => {
    const organization = auth.user.organization_id;
    const name = (input.name ?? '').trim();
    checkName(store, organization, name);
    const reason: StoredVideoReason = {
      id: store.nextId('videoReasons'), name, sort_order: input.sort_order ?? lastPlace(store, organization), enabled: input.enabled ?? true,
      organization_id: organization, updated_at: new Date().toISOString(),
    };
    store.data.videoReasons.push(reason);
    return reason;
  },
  update: ({ services: { store } }, reason, input, edit) => {
    const name = input.name?.trim();
    if (name !== undefined) checkName(store, reason.organization_id, name, reason);
    edit.set('name', name);
    // null: moved after the others (the form's emptied Sort Order).
    edit.set('sort_order', input.sort_order === null ? lastPlace(store, reason.organization_id, reason) : input.sort_order);
    edit.set('enabled', input.enabled);
  },
  afterChange: async (_ctx, reason) => { reason.updated_at = new Date().toISOString(); },
  sample: (store) => ({ name: `Sample Reason ${store.data.videoReasons.length + 1}` }),
};

export const videoReasonHandlers: ApiHandlers = {
  ...resourceHandlers(videoReasonSpec),
  listVideoReasonChoices: ({ auth, services: { store } }) => ofOrganization(store, auth.user.organization_id)
    .filter((r) => r.enabled)
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
    .map(({ id, name }) => ({ id, name })),
};
