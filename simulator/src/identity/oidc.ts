// The development identity provider: oidc-provider mounted under /oidc with authorization code +
// PKCE, an organization_id parameter, and a persona picker. Sign-in of a blocked user or with the
// wrong organisation ends in an error redirect the web app turns into its Login Error dialog.
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { TokenStore } from '../auth/tokens.ts';
import { personaSeeds } from '../store/personas.ts';
import type { Store } from '../store/store.ts';
import { loginPage } from './login-page.ts';

export const OIDC_CLIENT_ID = 'bedside-web';

/** Redirect URIs for the page origin as configured, and its 127.0.0.1/localhost twin. */
function originsOf(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const twin = new URL(publicUrl);
  twin.hostname = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : url.hostname;
  return [...new Set([url.origin, twin.origin])];
}

/**
 * The provider's signing key, made once per process (an RSA key takes about 0.5 s here, and each
 * test file builds an app of its own); a restarted simulator signs with a new one.
 */
let signingKey: KeyObject | null = null;

export function createProvider(publicUrl: string, store: Store): Provider {
  const privateKey = signingKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const origins = originsOf(publicUrl);
  const provider = new Provider(`${publicUrl}/oidc`, {
    clients: [{
      client_id: OIDC_CLIENT_ID,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: origins.map((o) => `${o}/auth/callback`),
      post_logout_redirect_uris: origins.map((o) => `${o}/login`),
    }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'dev', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // Only the web app's own origins may call the token endpoint from a browser.
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    extraParams: ['organization_id'],
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    ttl: { AccessToken: 12 * 3600, IdToken: 12 * 3600, Session: 12 * 3600, Interaction: 3600, Grant: 12 * 3600 },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    // A first-party client: the grant is implied, so there is no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const user = store.usersById.get(Number(sub));
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: user.email, name: user.name }) };
    },
  });
  provider.proxy = true;
  return provider;
}

export function registerIdentity(app: FastifyInstance, deps: { publicUrl: string; store: Store; tokens: TokenStore }): Provider {
  const provider = createProvider(deps.publicUrl, deps.store);
  deps.tokens.useExternalResolver(async (value) => {
    const token = await provider.AccessToken.find(value, { ignoreExpiration: true });
    return token?.accountId && token.exp ? { userId: Number(token.accountId), expiresAt: token.exp * 1000 } : null;
  });

  void app.register(async (scope) => {
    // oidc-provider reads request bodies itself: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.get('/oidc/interaction/:uid', async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const organizationId = String(details.params.organization_id ?? '');
      // The personas in their seeded order, then the users administrators added.
      const users = [
        ...personaSeeds.flatMap((persona) => deps.store.data.users.filter((user) => user.persona === persona.key)),
        ...deps.store.data.users.filter((user) => user.persona === null),
      ];
      const rows = users.map((user) => ({
        key: user.persona ?? 'added', name: user.name, email: user.email, blocked: user.blocked, role: deps.store.roleOf(user).name, organizationId: user.organization_id,
      }));
      return reply.type('text/html').send(loginPage({ uid: details.uid, organizationId, rows }));
    });

    scope.post('/oidc/interaction/:uid/login', async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const email = new URLSearchParams(await readBody(request.raw)).get('email') ?? '';
      const user = deps.store.userByEmail(email);
      const organizationId = String(details.params.organization_id ?? '');
      const result = !user
        ? { error: 'access_denied', error_description: `No user with the email ${email}` }
        : user.organization_id !== organizationId
          ? { error: 'invalid_organization', error_description: 'Organization ID is not correct' }
          : user.blocked
            ? { error: 'user_blocked', error_description: 'This login is disabled' }
            : { login: { accountId: String(user.id) } };
      request.log.info({ email, organizationId, outcome: 'error' in result ? result.error : 'signed in' }, 'identity: sign-in');
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    });

    const callback = provider.callback();
    scope.all('/oidc/*', async (request, reply) => {
      reply.hijack();
      // The provider routes relative to its mount point and derives that mount point from
      // originalUrl, as under Express's app.use('/oidc').
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.replace(/^\/oidc/, '') || '/';
      void callback(request.raw, reply.raw);
    });
  });
  return provider;
}

async function readBody(stream: NodeJS.ReadableStream): Promise<string> {
  let body = '';
  for await (const chunk of stream) body += chunk.toString();
  return body;
}
