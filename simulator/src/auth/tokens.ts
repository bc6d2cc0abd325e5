// API tokens: those minted through /sim/tokens, and (through a resolver the identity provider
// plugs in) OIDC access tokens. Both resolve to a user id and an expiry. Partners' access tokens
// (the client-credentials exchange) are kept apart: they resolve to a partner, not a person.
import { randomBytes } from 'node:crypto';

export interface TokenGrant { userId: number; expiresAt: number }
export interface PartnerGrant { partnerId: number; issuedAt: number; expiresAt: number }
export type TokenLookup = TokenGrant | 'expired' | null;
type ExternalResolver = (token: string) => Promise<TokenGrant | null>;

export class TokenStore {
  private tokens = new Map<string, TokenGrant>();
  private external: ExternalResolver | null = null;
  private partners = new Map<string, PartnerGrant>();

  /** Partner tokens are told apart by their prefix, so a request names which kind it sends. */
  static isPartnerToken(token: string): boolean {
    return token.startsWith('bpt_');
  }

  mintForPartner(partnerId: number, ttlSeconds: number): string {
    const token = `bpt_${randomBytes(24).toString('base64url')}`;
    this.partners.set(token, { partnerId, issuedAt: Date.now(), expiresAt: Date.now() + ttlSeconds * 1000 });
    return token;
  }

  resolvePartner(token: string): PartnerGrant | 'expired' | null {
    const grant = this.partners.get(token);
    if (!grant) return null;
    if (grant.expiresAt > Date.now()) return grant;
    this.partners.delete(token);
    return 'expired';
  }

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
    this.partners.clear();
  }
}
