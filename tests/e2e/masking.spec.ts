// PHI stays masked from the first paint (issue 10 items 4-5, issue 16 item 1; shell §5): with
// mask_phi on, every built page, the search results and a live video call are each opened in a
// first visit (nothing stored) and scanned from before the app's first script: normally, with the preference
// call slow and with it failing. The same pages must report no Content-Security-Policy violation.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { builtSecuredPaths } from './support/built-routes.ts';
import { cspViolations, watchCsp, type CspViolation } from './support/csp-watch.ts';
import { callView, chooseReason, errorDialog, overlay } from './support/overlay.ts';
import { phiScanResult, seededPhi, setMaskPhi, watchForPhi, type PhiHit } from './support/phi-scan.ts';
import { expect, test } from './support/stack-fixture.ts';
import { tokenFor } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
const PATIENT = 2;
const PREFERENCE = '/user_preferences/mask_phi';
const UNREADABLE = 'PHI masked: masking preference could not be loaded';

const modes = [
  { name: 'normally', fault: null },
  { name: 'with the mask_phi call slow', fault: { path_prefix: PREFERENCE, latency_ms: 2000 } },
  { name: 'with the mask_phi call failing', fault: { path_prefix: PREFERENCE, status: 500, error: 'Preferences are unavailable' } },
] as const;

let phi: string[];
let patientName: string;
let token: string;

test.beforeAll(async ({ request }) => {
  phi = await seededPhi(request);
  token = await tokenFor(request, SYSADMIN);
  const patient = await request.get(`/api/v1/patients/${PATIENT}`, { headers: { authorization: `Bearer ${token}` } });
  patientName = ((await patient.json()) as { display_name: string }).display_name;
});

/**
 * A workstation for the scan: one browser context whose cookies and web storage are wiped before
 * every page, so each page starts as a first visit (the app keeps no IndexedDB or service worker).
 * Only the HTTP cache of the hashed static assets carries over, which holds no PHI and decides
 * nothing about masking; a fresh context per page cost the scan about a third more time.
 */
async function workstation(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return context;
}

/**
 * Opens `path` signed in, with nothing stored (a first visit, or another user's workstation),
 * watched from the first paint; waits until every call it made answered.
 */
async function openFresh(context: BrowserContext, path: string): Promise<Page> {
  await context.clearCookies();
  const page = await context.newPage();
  await watchForPhi(page, phi);
  await watchCsp(page);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}api_token=${token}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('This page has no content yet')).toHaveCount(0);
  return page;
}

// Each mode's pages are scanned in shards, so that the scan grows with the pages without one test
// outgrowing its time, and the shards spread over the workers (each has its own stack).
const SHARDS = 3;
test.describe.configure({ mode: 'parallel' });

for (const mode of modes) for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`no unmasked name, MRN or DOB ever shows, ${mode.name} (part ${shard + 1} of ${SHARDS})`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    await setMaskPhi(request, token, true);
    if (mode.fault) expect((await request.post('/sim/faults', { data: mode.fault })).status()).toBe(201);
    const hits: (PhiHit & { view: string })[] = [];
    const violations: (CspViolation & { view: string })[] = [];
    const views: string[] = [];
    const context = await workstation(browser);
    const collect = async (page: Page, view: string) => {
      hits.push(...(await phiScanResult(page)).hits.map((hit) => ({ ...hit, view })));
      violations.push(...(await cspViolations(page)).map((violation) => ({ ...violation, view })));
      views.push(view);
      // A preference that cannot be read is said, discreetly, on every page.
      if (mode.fault && 'status' in mode.fault) await expect.soft(page.getByLabel(UNREADABLE), view).toBeVisible();
      await page.close();
    };
    try {
      // The pages that show PHI, and of each resource that shows none (an administration table
      // without a masked column or field) only its list: its add, edit and record pages are the
      // same generic components, scanned here on the patients' pages (built-routes.ts). Under a
      // fault, whose subject is the masking fallback, not even those lists. The scan's time then
      // grows with the clinical pages, not with every admin screen.
      const paths = (await builtSecuredPaths(mode.fault ? 'none' : 'list')).filter((_path, i) => i % SHARDS === shard);
      for (const path of paths) await collect(await openFresh(context, path), path);
      // The search results and a call, once per mode.
      if (shard === 0) {
        // Search results for the patient's family name.
        let page = await openFresh(context, '/');
        const box = page.getByRole('combobox', { name: 'Search' });
        await box.click();
        await box.pressSequentially(patientName.split(' ').at(-1)!);
        await expect(page.getByRole('group', { name: 'Patients' }).getByRole('option').first()).toBeVisible();
        await collect(page, 'search results');

        // A live video call with the patient, from pressing Join on: its title names them. (Whether
        // the picture plays is the live video specs' subject; an error after Join is scanned too.)
        page = await openFresh(context, `/patients/${PATIENT}/overview/video-visit`);
        await page.getByRole('button', { name: 'Video Visit' }).click();
        await chooseReason(page);
        await overlay(page).getByRole('button', { name: 'Join', exact: true }).click();
        await expect(callView(page).or(errorDialog(page))).toBeVisible();
        // The scan did meet the patient, masked: first letters padded with stars.
        const masked = patientName.split(' ').map((word) => word[0]!.padEnd(6, '*')).join(' ');
        await expect(overlay(page)).toContainText(`Patient Video - ${masked} - `);
        const hangUp = overlay(page).getByRole('button', { name: 'Hang Up' });
        if (await hangUp.isVisible()) await hangUp.click();
        await collect(page, 'live video call');
      }
    } finally {
      await context.close();
      await request.delete('/sim/faults');
      await setMaskPhi(request, token, false);
    }
    console.log(`masking scan ${mode.name}, part ${shard + 1}: ${views.length} views scanned, ${hits.length} unmasked values, ${violations.length} CSP violations (${views.join(', ')})`);
    expect(hits).toEqual([]);
    expect(violations).toEqual([]);
  });
}
