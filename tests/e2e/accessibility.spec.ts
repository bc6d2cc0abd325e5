// Every user, every screen size (issue 16 item 8): an axe-core scan (WCAG 2.0/2.1 A and AA rules)
// of the built pages and of a connected call, at desktop width and at 390 px, with no serious or
// critical violation; then what a scan cannot see: the header's bell and Log Out on a phone,
// touch targets of the call, the skip link, aria-expanded, and where focus goes in the call.
// The scans are also the masking scan of the built pages with mask_phi on (shell §5; the search
// results and a call are in masking.spec.ts): each page opens as a first visit, watched from before
// the app's first script for unmasked PHI and Content-Security-Policy violations, at desktop width
// with the masking preference's call slow, on a phone with it failing (support/page-scan.ts).
// Which pages: built-routes.ts (every page of its own kind, and a sample of the pages that are the
// resource pattern's generic components).
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { builtSecuredPaths } from './support/built-routes.ts';
import { MASK_FAULTS, UNREADABLE, visit, Watched, watchedTab, workstation } from './support/page-scan.ts';
import { seededPhi, setMaskPhi } from './support/phi-scan.ts';
import { callView, chooseReason, overlay } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';
import { tokenFor } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }] as const;
const BLOCKING = new Set(['serious', 'critical']);

interface Found { view: string; rule: string; impact: string; targets: string[] }

async function signedInPage(browser: Browser, size: { width: number; height: number }, token: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size })).newPage();
  await page.goto(`/?api_token=${token}`);
  await expect(page.locator('#main-content')).toBeVisible({ timeout: 20_000 });
  return page;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Colours are read mid-transition otherwise (Mantine's menus, the loading bar): wait for the
  // page's finite animations and transitions to end, not a fixed 300 ms (125 pages: 38 s of the
  // suite's time, where after network idle nearly all had already ended). A spinner runs forever.
  await page.waitForFunction(() => document.getAnimations().every((animation) => (
    animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity
  )));
}

/**
 * Whether `path` has exactly one h1, the page title (a screen reader user jumps to it to learn what
 * the page is; pages had none, a11y QA): a problem to report, or null.
 */
async function headingProblem(page: Page, path: string): Promise<string | null> {
  const h1 = page.locator('h1');
  // A page shows a loader until its data is in: the h1 may come with the data.
  if (await h1.count() !== 1) await expect(h1).toHaveCount(1, { timeout: 3_000 }).catch(() => undefined);
  const found = await h1.allInnerTexts();
  // Swagger UI titles the contract with an h1 of its own, inside the viewer (not ours to change).
  const own = path === '/system/partners/api-docs' ? found.slice(0, 1) : found;
  return own.length !== 1 || own[0]!.trim() === '' ? `${path}: ${JSON.stringify(found)}` : null;
}

async function scan(page: Page, view: string): Promise<Found[]> {
  // Legacy mode runs axe in the page itself; the default also opens a blank page per scan to merge
  // the frames' results, which took half of each scan's 2-3 s (the app has no frames to merge).
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
  return violations.map((v) => ({ view, rule: v.id, impact: v.impact ?? 'unknown', targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

function summarise(found: Found[], pages: number, testInfo: TestInfo): string {
  const byImpact: Record<string, number> = {};
  for (const f of found) byImpact[f.impact] = (byImpact[f.impact] ?? 0) + 1;
  const summary = `[accessibility] views scanned=${pages} violations (rule x view) by impact=${JSON.stringify(byImpact)}`;
  console.log(summary);
  void testInfo.attach('axe violations', { body: JSON.stringify(found, null, 2), contentType: 'application/json' });
  return summary;
}

// Each width's pages are scanned in parts that spread over the workers (each has its own stack,
// so a part's fault reaches only its own pages), so the scan grows with the pages built without
// one test outgrowing its time.
const PARTS = 3;
const DESKTOP_PAGES = { phi: 'no-add', plain: 'list-and-own-inputs' } as const;
test.describe.configure({ mode: 'parallel' });

/** The pages of one part at one width, each a first visit watched for PHI and CSP. */
async function scanPages(browser: Browser, request: APIRequestContext, size: (typeof WIDTHS)[number], part: number, token: string) {
  const found: Found[] = [];
  const headings: string[] = [];
  const watched = new Watched();
  const phone = size.name === 'phone';
  // Every page of its own kind; at desktop width the generic pages of the resources that show
  // patients but their add forms (no record), and a sample of the admin ones; on a phone, of the
  // generic pages, the lists of the resources that show patients (built-routes.ts).
  const pages = phone ? { phi: 'list', plain: 'none' } as const : DESKTOP_PAGES;
  const paths = (await builtSecuredPaths(pages)).filter((_path, i) => i % PARTS === part);
  const phi = await seededPhi(request);
  await setMaskPhi(request, token, true);
  if (phone) expect((await request.post('/sim/faults', { data: MASK_FAULTS.failing })).status()).toBe(201);
  const context = await workstation(browser, size);
  try {
    const page = await watchedTab(context, phi);
    for (const path of paths) {
      // Slow for the page's first read of the preference, the one it shows PHI masked until. The
      // app reads it again once its realtime channels are subscribed (first-subscription.ts), which
      // a fault on every call made a second 700 ms wait per page (83 pages: about a minute).
      // The last page is left first: a late read of it would take the fault from this one.
      if (!phone) {
        await page.goto('about:blank');
        expect((await request.post('/sim/faults', { data: { ...MASK_FAULTS.slow, times: 1 } })).status()).toBe(201);
      }
      await visit(page, path, token);
      await settle(page);
      found.push(...await scan(page, path));
      await watched.collect(page, path);
      // The desktop scan opens nearly every built page: the h1 check rides along (the h1 test opens the rest).
      const heading = phone ? null : await headingProblem(page, path);
      if (heading) headings.push(heading);
      // A preference that cannot be read is said, discreetly, on every page.
      if (phone) await expect.soft(page.getByLabel(UNREADABLE), path).toBeVisible();
    }
  } finally {
    await context.close();
    await request.delete('/sim/faults');
    await setMaskPhi(request, token, false);
  }
  return { found, headings, watched, paths };
}

for (const size of WIDTHS) for (let part = 0; part < PARTS; part += 1) {
  const fault = size.name === 'desktop' ? 'slow' : 'failing';
  test(`axe finds no serious or critical violation, and no unmasked PHI or CSP violation with the mask_phi call ${fault}, on the built pages or a connected call (${size.name}, ${size.width} px, part ${part + 1} of ${PARTS})`, async ({ browser, request }, testInfo) => {
    test.setTimeout(360_000);
    const token = await tokenFor(request, SYSADMIN);
    const { found, headings, watched, paths } = await scanPages(browser, request, size, part, token);
    // The sign-in page and a call, once per width.
    if (part === 0) {
      // The sign-in page, as a signed-out user meets it.
      const guest = await (await browser.newContext({ viewport: size })).newPage();
      await guest.goto('/login');
      await settle(guest);
      found.push(...await scan(guest, '/login'));
      await guest.context().close();
      // A connected call with the patient (patient 2 has a running monitor on device 2).
      const page = await signedInPage(browser, size, token);
      await page.goto('/patients/2/overview/video-visit');
      await page.getByRole('button', { name: 'Video Visit' }).click();
      found.push(...await scan(page, 'video meeting settings'));
      await chooseReason(page);
      await overlay(page).getByRole('button', { name: 'Join', exact: true }).click();
      await expect(callView(page)).toHaveAttribute('data-session-state', 'playing', { timeout: 20_000 });
      found.push(...await scan(page, 'connected call'));
      await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
      await page.context().close();
    }
    const summary = summarise(found, paths.length + (part === 0 ? 3 : 0), testInfo);
    console.log(`[masking] ${size.name} part ${part + 1}, mask_phi call ${fault}: ${watched.summary()}`);
    expect(found.filter((f) => BLOCKING.has(f.impact)), summary).toEqual([]);
    expect(watched.phi).toEqual([]);
    expect(watched.csp).toEqual([]);
    expect(headings, 'pages without exactly one h1').toEqual([]);
  });
}

test('on a 390 px phone the bell and Log Out are on screen; the skip link comes first; toggles say whether they are open', async ({ browser, request }) => {
  const page = await signedInPage(browser, { width: 390, height: 844 }, await tokenFor(request, SYSADMIN));
  const inView = async (name: RegExp | string) => {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box, String(name)).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  };
  await inView(/^Notifications/);
  await inView('User menu');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeInViewport();
  await page.keyboard.press('Escape');

  // On a freshly loaded page the first Tab stop is the skip link; it moves focus to the content.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  const toggle = page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The closed sidebar's links take no focus: Tab past the header goes on to the page, not off screen.
  const pastHeader = async () => {
    await page.getByRole('button', { name: 'User menu' }).focus();
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => (document.activeElement?.closest('header') ? 'header' : document.activeElement?.closest('#main-menu') ? 'sidebar' : 'page'));
      if (where !== 'header') return where;
    }
    return 'header';
  };
  expect(await pastHeader()).toBe('page');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await pastHeader()).toBe('sidebar');
  const group = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Hospitals' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await page.context().close();
});

for (const size of WIDTHS) {
  test(`the call window takes focus, keeps it after Join, and its buttons are big enough to touch (${size.name})`, async ({ browser, request }) => {
    const page = await signedInPage(browser, size, await tokenFor(request, SYSADMIN));
    await page.goto('/patients/2/overview/video-visit');
    await page.getByRole('button', { name: 'Video Visit' }).click();
    const focusInside = () => overlay(page).evaluate((dialog) => dialog.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    await chooseReason(page);
    await overlay(page).getByRole('button', { name: 'Join', exact: true }).click();
    await expect(callView(page)).toHaveAttribute('data-session-state', 'playing', { timeout: 20_000 });
    await expect.poll(focusInside).toBe(true);
    // WCAG 2.5.5 on phones (44 px), 2.5.8 (24 px) everywhere.
    const least = size.width < 768 ? 44 : 24;
    for (const name of ['Mute', 'Hang Up', 'Close']) {
      const box = await overlay(page).getByRole('button', { name, exact: true }).boundingBox();
      expect(Math.min(box!.width, box!.height), name).toBeGreaterThanOrEqual(least);
    }
    await overlay(page).getByRole('button', { name: 'Hang Up' }).click();
    await page.context().close();
  });
}

test('a control reached with Tab is never left under the fixed header or footer', async ({ browser, request }) => {
  const page = await signedInPage(browser, { width: 1280, height: 640 }, await tokenFor(request, SYSADMIN));
  await page.goto('/patients?division_id=*&per_page=25');
  await expect(page.getByTestId('table-patients').locator('tbody tr')).toHaveCount(25);
  await page.locator('#main-content').focus();
  const covered: string[] = [];
  for (let presses = 0; presses < 120; presses += 1) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || !focused.closest('#main-content')) return null;
      const box = focused.getBoundingClientRect();
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      const footer = document.querySelector('footer')!.getBoundingClientRect().top;
      return box.top < header || box.bottom > footer ? `${focused.textContent?.trim() || focused.getAttribute('aria-label')} at ${Math.round(box.top)}-${Math.round(box.bottom)}` : null;
    });
    if (hidden) covered.push(hidden);
  }
  expect(covered).toEqual([]);
  await page.context().close();
});

// With the desktop scan's parts (which check each page they open), every built page.
test('the pages the desktop scan leaves out (the add forms of resources that show PHI), the sign-in page and a page that is not found have exactly one h1, the page title', async ({ browser, request }) => {
  const page = await signedInPage(browser, { width: 1280, height: 800 }, await tokenFor(request, SYSADMIN));
  const wrong: string[] = [];
  const scanned = new Set(await builtSecuredPaths(DESKTOP_PAGES));
  const rest = (await builtSecuredPaths({ phi: 'all', plain: 'list-and-own-inputs' })).filter((path) => !scanned.has(path));
  expect(rest.length, 'the add forms of the resources that show PHI').toBeGreaterThan(0);
  for (const path of [...rest, '/no-such-page']) {
    await page.goto(path);
    const problem = await headingProblem(page, path);
    if (problem) wrong.push(problem);
  }
  await page.context().close();
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/login');
  await expect(guest.getByRole('heading', { level: 1, name: 'Welcome to Bedside' })).toBeVisible();
  await guest.context().close();
  expect(wrong).toEqual([]);
});
