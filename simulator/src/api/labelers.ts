// Labeling users on the generic collection: what is theirs alone. A labeler is organisation-wide;
// their email is unique in the organisation (any case); the annotation kinds they may label are
// kept once each, in the contract's order, and a revision names them (Face, PHI) rather than listing keys.
import { annotationKind, annotationKindNames as kindNames, labelers } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { StoredLabeler } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

type Kind = StoredLabeler['annotation_kinds'][number];

function checkEmail(store: Store, organization: string, email: string, self?: StoredLabeler) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('body.labeler.email', 'email', 'Enter a valid email address');
  const wanted = email.toLowerCase();
  if (store.data.labelers.some((l) => l !== self && l.organization_id === organization && l.email.toLowerCase() === wanted)) {
    throw badRequest('body.labeler.email', 'unique', 'A labeling user with this email already exists');
  }
}

const ordered = (kinds: readonly Kind[]) => annotationKind.values.filter((k) => kinds.includes(k));

export const labelerSpec: ResourceSpec<'Labeler', 'Labelers', StoredLabeler> = {
  descriptor: labelers,
  records: (store) => store.data.labelers,
  organizationOf: (labeler) => labeler.organization_id,
  toRows: (_ctx, recs) => recs.map(({ organization_id: _org, ...labeler }) => ({ ...labeler, annotation_kinds: [...labeler.annotation_kinds] })),
  create: ({ auth, services: { store } }, input) => {
    const organization = auth.user.organization_id;
    const email = (input.email ?? '').trim();
    checkEmail(store, organization, email);
    const labeler: StoredLabeler = {
      id: store.nextId('labelers'), name: (input.name ?? '').trim(), email, annotation_kinds: ordered(input.annotation_kinds ?? []),
      active: input.active ?? true, organization_id: organization, updated_at: new Date().toISOString(),
    };
    store.data.labelers.push(labeler);
    return labeler;
  },
  createdFields: (_ctx, { name, email, annotation_kinds, active }) => ({ name, email, annotation_kinds: kindNames(annotation_kinds), active }),
  update: ({ services: { store } }, labeler, input, edit) => {
    const email = input.email?.trim();
    if (email !== undefined) checkEmail(store, labeler.organization_id, email, labeler);
    edit.set('name', input.name?.trim());
    edit.set('email', email);
    edit.set('active', input.active);
    if (input.annotation_kinds === undefined) return;
    const next = ordered(input.annotation_kinds);
    if (next.join() === labeler.annotation_kinds.join()) return;
    edit.note('annotation_kinds', kindNames(labeler.annotation_kinds), kindNames(next));
    labeler.annotation_kinds = next;
  },
  afterChange: async (_ctx, labeler) => { labeler.updated_at = new Date().toISOString(); },
  sample: (store) => ({ name: `Sample Labeler ${store.data.labelers.length + 1}`, email: `labeler${store.data.labelers.length + 1}@example.org`, annotation_kinds: ['face'] }),
};

export const labelerHandlers: ApiHandlers = resourceHandlers(labelerSpec);
