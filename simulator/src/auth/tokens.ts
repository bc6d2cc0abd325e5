// API tokens: those minted through /sim/tokens, and (through a resolver the identity provider
// plugs in) OIDC access tokens. Both resolve to a user id and an expiry.
import { randomBytes } from 'node:crypto';

export interface TokenGrant { userId: number; expiresAt: number }
export type TokenLookup = TokenGrant | 'expired' | null;
type ExternalResolver = (token: string) => Promise<TokenGrant | null>;

export class TokenStore {
  private tokens = new Map<string, TokenGrant>();
  private external: ExternalResolver | null = null;

  mint(userId: number, ttlSeconds = 12 * 3600): { token: string; expiresAt: number } {
    const token = `bst_${randomBytes(24).toString('base64url')}`;
    const expiresAt = Date.now() + ttlSeconds * 1000;
    this.tokens.set(token, { userId, expiresAt });
    return { token, expiresAt };
  }

  useExternalResolver(resolver: ExternalResolver): void {
    this.external = resolver;
  }

  async resolve(token: string): Promise<TokenLookup> {
    const grant = this.tokens.get(token) ?? (this.external ? await this.external(token) : null);
    if (!grant) return null;
    return grant.expiresAt <= Date.now() ? 'expired' : grant;
  }

  clear(): void {
    this.tokens.clear();
  }
}
