// Browser storage keys shared by sign-in, the API client and logout. The names are the ones the
// product already uses, so existing sessions and the MASK_PHI choice carry over.
export const storageKeys = {
  /** localStorage: bearer token for the provider API. */
  authToken: 'AUTH_TOKEN',
  /** localStorage: this browser session's id, sent as Session-Id. */
  sessionId: 'SESSION_ID',
  /** localStorage: the user's PHI masking choice; survives logout. */
  maskPhi: 'MASK_PHI',
  /** sessionStorage: organisation chosen through /h/{orgId}. */
  organizationId: 'ORGANIZATION_ID',
  /** sessionStorage: state, PKCE verifier and return path while the IdP has the tab. */
  pendingSignIn: 'PENDING_SIGN_IN',
  /**
   * sessionStorage, test-only: divides the live video session's long waits (60 s no video,
   * 20 s frozen, 5 min test) so end-to-end tests reach them quickly. Never set by the app.
   */
  mediaTimeSpeed: 'BEDSIDE_MEDIA_TIME_SPEED',
} as const;
