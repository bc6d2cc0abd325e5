// API partners on the generic collection: what is theirs alone. A partner's client secret is made
// here, answered once (createPartner, rotatePartnerSecret) and kept only as a SHA-256 hash: it is
// no field of the row, so neither a list, a record, the CSV nor a revision can carry it (a
// rotation is recorded by its time). The client-credentials exchange (createPartnerToken) takes
// the secret of an enabled partner only: a rotated or disabled partner's is answered 401.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { components } from '@bedside/openapi/api';
import { partners } from '@bedside/resources';
import { ApiError, badRequest } from '../api-error.ts';
import { Collection } from '../resources/collection.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { StoredPartner } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

type Partner = components['schemas']['Partner'];
type Scope = components['schemas']['PartnerScope'];

const TOKEN_LIFETIME_SEC = 3600;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => `bps_${randomBytes(32).toString('base64url')}`;

/** Issues a new secret: the record keeps its hash; the secret itself goes to the caller once. */
function issueSecret(partner: StoredPartner): string {
  const secret = newSecret();
  partner.secret_hash = hashOf(secret);
  partner.secret_rotated_at = new Date().toISOString();
  return secret;
}

function checkName(store: Store, organization: string, name: string, self?: StoredPartner) {
  const wanted = name.toLowerCase();
  if (store.data.partners.some((p) => p !== self && p.organization_id === organization && p.name.toLowerCase() === wanted)) {
    throw badRequest('body.partner.name', 'unique', 'A partner with this name already exists');
  }
}

const uniqueScopes = (scopes: readonly Scope[]) => [...new Set(scopes)].sort();

// The secret made by a create, handed to the create's answer (and then forgotten).
const issuedOnCreate = new WeakMap<StoredPartner, string>();

export const partnerSpec: ResourceSpec<'Partner', 'Partners', StoredPartner> = {
  descriptor: partners,
  records: (store) => store.data.partners,
  organizationOf: (partner) => partner.organization_id,
  toRows: (_ctx, recs) => recs.map(({ organization_id: _org, secret_hash: _hash, ...partner }) => ({ ...partner, scopes: [...partner.scopes] })),
  create: ({ auth, services: { store } }, input) => {
    const organization = auth.user.organization_id;
    const name = (input.name ?? '').trim();
    checkName(store, organization, name);
    const now = new Date().toISOString();
    const partner: StoredPartner = {
      id: store.nextId('partners'), name, description: input.description?.trim() ?? '', scopes: uniqueScopes(input.scopes ?? []),
      enabled: input.enabled ?? true, client_id: `bp_${randomBytes(9).toString('hex')}`, secret_rotated_at: now, updated_at: now,
      organization_id: organization, secret_hash: '',
    };
    issuedOnCreate.set(partner, issueSecret(partner));
    store.data.partners.push(partner);
    return partner;
  },
  // The revision of a create names what was chosen, never the secret (which is no field of the body anyway).
  createdFields: (_ctx, p) => ({ name: p.name, description: p.description, scopes: p.scopes.join(', '), enabled: p.enabled, client_id: p.client_id }),
  update: ({ services: { store } }, partner, input, edit) => {
    const name = input.name?.trim();
    if (name !== undefined) checkName(store, partner.organization_id, name, partner);
    edit.set('name', name);
    edit.set('description', input.description === undefined ? undefined : (input.description ?? '').trim());
    edit.set('enabled', input.enabled);
    if (input.scopes !== undefined) {
      const scopes = uniqueScopes(input.scopes);
      edit.note('scopes', partner.scopes.join(', '), scopes.join(', '));
      partner.scopes = scopes;
    }
  },
  afterChange: async (_ctx, partner) => {
    partner.updated_at = new Date().toISOString();
  },
  sample: (store) => ({ name: `Sample Partner ${store.data.partners.length + 1}`, description: 'A sample integration.', scopes: ['patients:read'], enabled: true }),
};

const collection = new Collection(partnerSpec);
const generic = resourceHandlers(partnerSpec);

/** The partner whose client id and secret these are, if it is enabled; otherwise undefined. */
function partnerOf(store: Store, clientId: string, secret: string): StoredPartner | undefined {
  const partner = store.data.partners.find((p) => p.client_id === clientId);
  if (!partner?.enabled || !partner.secret_hash) return undefined;
  const [given, kept] = [Buffer.from(hashOf(secret), 'hex'), Buffer.from(partner.secret_hash, 'hex')];
  return given.length === kept.length && timingSafeEqual(given, kept) ? partner : undefined;
}

export const partnerHandlers: ApiHandlers = {
  ...generic,
  createPartner: async (c) => {
    const row = await (generic.createPartner ?? (() => { throw new Error('createPartner is not generated'); }))(c);
    const partner = collection.find(c, row.id);
    const secret = issuedOnCreate.get(partner);
    issuedOnCreate.delete(partner);
    return { ...row, client_secret: secret };
  },
  rotatePartnerSecret: async (c) => {
    const partner = collection.find(c, c.params.id);
    let secret = '';
    await collection.update(c, partner, (edit) => {
      const before = partner.secret_rotated_at;
      secret = issueSecret(partner);
      edit.note('secret_rotated_at', before, partner.secret_rotated_at);
    });
    return { ...(collection.row(c, partner) as Partner), client_secret: secret };
  },
  createPartnerToken: ({ services: { store, tokens }, body }) => {
    const partner = partnerOf(store, body.client_id, body.client_secret);
    if (!partner) throw new ApiError(401, 'Unknown client, wrong secret, or a disabled partner', 'invalid_client');
    return {
      access_token: tokens.mintForPartner(partner.id, TOKEN_LIFETIME_SEC), token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SEC, scope: partner.scopes.join(' '),
    };
  },
};
