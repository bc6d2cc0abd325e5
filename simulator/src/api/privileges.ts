// No one hands out more than they hold. A hospital administrator (Edit Role, Edit User) could add
// Manage System to their own role, give a user the System Administrator role, or set the system
// administrator's password and sign in as them. Now a role may be given only rules its editor
// holds, and a role or a user whose rules go beyond the caller's is the business of someone who
// holds them all (found by the hostile-input sweep; the spec is silent, this is the usual rule).
import { rulesBeyond } from '@bedside/resources';
import { ApiError, badRequest } from '../api-error.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Permission, StoredRole } from '../store/types.ts';

/** The rules among `rules` that the caller's own role does not hold. */
export function notHeld(auth: AuthContext, rules: readonly Permission[]): string[] {
  return rulesBeyond(auth.can, rules);
}

/** Rules being given (a role's new rules): each must be the caller's own; 400 naming the field. */
export function checkGrantable(auth: AuthContext, field: string, rules: readonly Permission[]): void {
  const missing = notHeld(auth, rules);
  if (missing.length) throw badRequest(field, 'held', `You can give only permissions you hold yourself; not ${missing.join(', ')}`);
}

/** A role (or a user holding it) that can do more than the caller: only someone who holds all its rules changes it. */
export function checkNotAbove(auth: AuthContext, role: StoredRole | undefined, what: string): void {
  if (role && notHeld(auth, role.permissions).length) {
    throw new ApiError(403, `${what} has permissions you do not hold; only someone who holds them all may change it`, 'forbidden');
  }
}
