// Passwords set by administrators (User Management, Users) are kept only as a salted scrypt hash.
// The development identity provider signs in by persona and never asks for one; the hash is what a
// real provider would be handed, and it is never served or recorded in a revision.
import { randomBytes, scryptSync } from 'node:crypto';

/** `salt:hash`, both hex. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}
