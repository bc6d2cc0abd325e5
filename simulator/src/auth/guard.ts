// Route hooks for the provider API: bearer-token authentication, then the division and permission
// rules, which need the validated query.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api-error.ts';
import type { OperationRoute } from '../contract/operations.ts';
import type { Store } from '../store/store.ts';
import { checkOwnDivision, createAuthContext } from './context.ts';
import { partnerAuthContext } from './partner-context.ts';
import { TokenStore } from './tokens.ts';

export function createGuard(store: Store, tokens: TokenStore) {
  async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new ApiError(401, 'Authentication required: send an Authorization: Bearer token', 'unauthorized');
    if (TokenStore.isPartnerToken(match[1])) {
      request.auth = authenticatePartner(match[1]);
      return;
    }
    const grant = await tokens.resolve(match[1]);
    if (grant === 'expired') throw new ApiError(401, 'Your session has expired. Please sign in again.', 'token_expired');
    const user = grant ? store.usersById.get(grant.userId) : undefined;
    if (!user) throw new ApiError(401, 'The token is not valid', 'unauthorized');
    if (user.blocked) throw new ApiError(401, 'This login is disabled', 'user_blocked');
    const sessionId = request.headers['session-id'];
    request.auth = createAuthContext(user, store.roleOf(user), typeof sessionId === 'string' ? sessionId : null);
  }

  /** A partner token holds while it lasts, its partner is enabled and its secret was not rotated since. */
  function authenticatePartner(token: string) {
    const grant = tokens.resolvePartner(token);
    if (grant === 'expired') throw new ApiError(401, 'The partner token has expired: exchange the client credentials again', 'token_expired');
    const partner = grant ? store.data.partners.find((p) => p.id === grant.partnerId) : undefined;
    if (!grant || !partner || !partner.enabled || Date.parse(partner.secret_rotated_at) > grant.issuedAt) {
      throw new ApiError(401, 'The token is not valid', 'unauthorized');
    }
    return partnerAuthContext(store, partner);
  }

  async function authorize(request: FastifyRequest, route: OperationRoute): Promise<void> {
    const auth = request.auth;
    if (!auth) return;
    checkOwnDivision(auth, (request.query as { division_id?: string } | undefined)?.division_id);
    const rules = route.permission;
    // A partner may call only what a scope opens: an operation that asks no permission (a
    // user's own preferences, a meeting) is a person's, not an integration's.
    if (auth.partner && !auth.partner.opens(route)) {
      throw new ApiError(403, `A partner token may call only what its scopes grant (${auth.partner.scopes.join(', ') || 'none'})`, 'forbidden');
    }
    const held = (rule: { action: string; resource: string }) => auth.can(rule.action, rule.resource);
    if (rules?.length && !(route.permissionAll ? rules.every(held) : rules.some(held))) {
      const names = rules.map((rule) => `${rule.action} ${rule.resource}`).join(route.permissionAll ? ' and ' : ' or ');
      throw new ApiError(403, `You need the ${names} permission`, 'forbidden');
    }
  }

  return { authenticate, authorize };
}
