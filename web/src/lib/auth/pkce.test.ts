import { describe, expect, it } from 'vitest';
import { randomToken, s256Challenge } from './pkce';

describe('PKCE', () => {
  it('derives the RFC 7636 appendix B challenge from its verifier', async () => {
    expect(await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes unpadded base64url verifiers of 43 characters from 32 random bytes', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
  });
});
