// Attributes (the spec's tags) on the generic collection: what is theirs alone. An attribute is
// organisation-wide; its name is unique in the organisation (any case); an empty description is none.
import { tags } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { StoredTag } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

function checkName(store: Store, organization: string, name: string, self?: StoredTag) {
  const wanted = name.toLowerCase();
  if (store.data.tags.some((t) => t !== self && t.organization_id === organization && t.name.toLowerCase() === wanted)) {
    throw badRequest('body.tag.name', 'unique', 'An attribute with this name already exists');
  }
}

const descriptionOf = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() || null);

export const tagSpec: ResourceSpec<'Tag', 'Tags', StoredTag> = {
  descriptor: tags,
  records: (store) => store.data.tags,
  organizationOf: (tag) => tag.organization_id,
  toRows: (_ctx, recs) => recs.map(({ organization_id: _org, ...tag }) => tag),
  create: ({ auth, services: { store } }, input) => {
    const organization = auth.user.organization_id;
    const name = (input.name ?? '').trim();
    checkName(store, organization, name);
    const tag: StoredTag = {
      // color is there: the form's required rule ran first.
      id: store.nextId('tags'), name, color: input.color!, description: descriptionOf(input.description) ?? null,
      share_with_aimee: input.share_with_aimee ?? false, organization_id: organization, updated_at: new Date().toISOString(),
    };
    store.data.tags.push(tag);
    return tag;
  },
  update: ({ services: { store } }, tag, input, edit) => {
    const name = input.name?.trim();
    if (name !== undefined) checkName(store, tag.organization_id, name, tag);
    edit.set('name', name);
    edit.set('color', input.color);
    edit.set('description', descriptionOf(input.description));
    edit.set('share_with_aimee', input.share_with_aimee);
  },
  afterChange: async (_ctx, tag) => { tag.updated_at = new Date().toISOString(); },
  sample: (store) => ({ name: `Sample Attribute ${store.data.tags.length + 1}`, color: 'blue' }),
};

export const tagHandlers: ApiHandlers = resourceHandlers(tagSpec);
