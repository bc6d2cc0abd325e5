// Opening a page as a first visit, watched from before the app's first script for unmasked PHI
// and Content-Security-Policy violations: what the masking scan and the desktop accessibility
// scan (which doubles as the masking scan of every built page) share.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { cspViolations, watchCsp, type CspViolation } from './csp-watch.ts';
import { phiScanResult, watchForPhi, type PhiHit } from './phi-scan.ts';

const PREFERENCE = '/user_preferences/mask_phi';

/**
 * The masking preference's faults the scans open pages under (simulator /sim/faults). Slow: the
 * pages' own calls answer first, so a page that showed PHI while the preference is unknown would
 * be caught; then the page settles exactly as with a quick answer. Failing: the app masks anyway
 * and says so, discreetly (UNREADABLE).
 */
export const MASK_FAULTS = {
  slow: { path_prefix: PREFERENCE, latency_ms: 700 },
  failing: { path_prefix: PREFERENCE, status: 500, error: 'Preferences are unavailable' },
} as const;
export const UNREADABLE = 'PHI masked: masking preference could not be loaded';

/**
 * A workstation for a scan: one browser context whose cookies and web storage are wiped before
 * every page, so each page starts as a first visit (the app keeps no IndexedDB or service worker).
 * Only the HTTP cache of the hashed static assets carries over, which holds no PHI and decides
 * nothing about masking; a fresh context per page cost the scans about a third more time.
 */
export async function workstation(browser: Browser, viewport?: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.addInitScript(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return context;
}

/** A tab of the workstation whose every document is watched, from its first script, for `phi` and CSP violations. */
export async function watchedTab(context: BrowserContext, phi: readonly string[]): Promise<Page> {
  const page = await context.newPage();
  await watchForPhi(page, phi);
  await watchCsp(page);
  return page;
}

/**
 * Opens `path` in `tab` signed in with `token`, with nothing stored (a first visit, or another
 * user's workstation); waits until every call it made answered. Each visit is a new document (the
 * app starts again, the watches with it); a tab used for page after page keeps its renderer
 * process and compiled scripts, which hold no PHI: a new tab per page cost the desktop scan
 * about a quarter more time (27 pages: 110 s against 88 s, 53 against 43 CPU-seconds).
 */
export async function visit(tab: Page, path: string, token: string): Promise<void> {
  await tab.context().clearCookies();
  await tab.goto(`${path}${path.includes('?') ? '&' : '?'}api_token=${token}`);
  await tab.waitForLoadState('networkidle');
  await expect(tab.getByText('This page has no content yet')).toHaveCount(0);
}

/** Opens `path` as a first visit in a new watched tab (watchedTab, visit). */
export async function openFresh(context: BrowserContext, path: string, token: string, phi: readonly string[]): Promise<Page> {
  const page = await watchedTab(context, phi);
  await visit(page, path, token);
  return page;
}

/** What the watches saw, per view. */
export class Watched {
  readonly phi: (PhiHit & { view: string })[] = [];
  readonly csp: (CspViolation & { view: string })[] = [];
  readonly views: string[] = [];

  async collect(page: Page, view: string): Promise<void> {
    this.phi.push(...(await phiScanResult(page)).hits.map((hit) => ({ ...hit, view })));
    this.csp.push(...(await cspViolations(page)).map((violation) => ({ ...violation, view })));
    this.views.push(view);
  }

  summary(): string {
    return `${this.views.length} views scanned, ${this.phi.length} unmasked values, ${this.csp.length} CSP violations`;
  }
}
