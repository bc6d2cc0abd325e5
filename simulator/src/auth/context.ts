// Who is calling: the authenticated user with the role's permission rules, attached to the request.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api-error.ts';
import type { OperationRoute } from '../contract/operations.ts';
import { can } from '../store/roles.ts';
import type { StoredRole, User } from '../store/types.ts';

export interface AuthContext {
  user: User;
  /** The role as stored when the call arrived: an edit applies from the role's users' next call. */
  role: StoredRole;
  sessionId: string | null;
  can(action: string, resource: string): boolean;
  /** the divisions a call may read: the one asked for, or all of the user's for '*' or none */
  divisions(selector: string | undefined): number[];
  /** Set when a partner's access token made the call (partner-context.ts): `user` is its service account. */
  partner?: { id: number; scopes: string[]; opens(route: OperationRoute): boolean };
}

declare module 'fastify' {
  interface FastifyRequest { auth?: AuthContext }
}

export function createAuthContext(user: User, role: StoredRole, sessionId: string | null): AuthContext {
  return {
    user,
    role,
    sessionId,
    can: (action, resource) => can(role.permissions, action, resource),
    // A division that is not the user's reads nothing: the query's division_id is refused before
    // (guard.ts), but a selector from a body (a background export's division_id) read another
    // organisation's patients through here.
    divisions: (selector) => (!selector || selector === '*' ? user.division_ids : user.division_ids.filter((id) => String(id) === selector)),
  };
}

/** A division selector ('*', or an id) the user may ask for; a division not theirs is a 403, wherever it was sent. */
export function checkOwnDivision(auth: AuthContext, selector: string | undefined): void {
  if (selector && selector !== '*' && !auth.user.division_ids.some((id) => String(id) === selector)) {
    throw new ApiError(403, `Division ${selector} is not one of your divisions`, 'division_forbidden');
  }
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, 'Authentication required', 'unauthorized');
  return request.auth;
}
