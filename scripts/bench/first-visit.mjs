// A first visit of a page, as a clinician opening a link in a new window: a fresh browser context
// (nothing cached), signed in by token. On the page's own clock (ms from navigation start): the
// shell's frame (#main-content, once the current user and the page's code are in), the page's own
// content (its first data row, its controls), the first contentful paint; then the network idle
// as Playwright's networkidle has it (500 ms without a request, included), the reads its realtime
// subscription makes again among them. Also how many requests and scripts it made, and how long
// the current-user read waited for one of the 6 connections Chromium opens to a host over
// HTTP/1.1. Median over VISITS visits of each page (default 7), interleaved, one run.
// Its own stack, port and web build (WEB_OUT_DIR, default /tmp/web-dist-first-visit, built when
// stale), so it can run beside `npm start`: `WEB_OUT_DIR=/tmp/web-x npm run bench firstVisit`.
/* global document, window, MutationObserver -- watchFirstSeen and the evaluate bodies run in Chromium */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { percentile, startStack, tokenFor } from './lib.mjs';

/** Each page and what shows that its own content is in. */
const PAGES = {
  '/patients': '[data-testid="table-patients"] tbody tr',
  '/profile': '#main-content input[type="checkbox"]',
};
const VISITS = Number(process.env.VISITS ?? 7);

/** Runs in the page before the app: when the frame and the content first appear. */
function watchFirstSeen(contentSelector) {
  const seen = {};
  window.firstSeen = seen;
  // Room for every request of the visit (the default keeps 250 entries).
  performance.setResourceTimingBufferSize(5_000);
  new MutationObserver(() => {
    seen.frame ??= document.querySelector('#main-content') ? performance.now() : undefined;
    seen.content ??= document.querySelector(contentSelector) ? performance.now() : undefined;
  }).observe(document, { childList: true, subtree: true });
}

async function visit(browser, base, path, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(watchFirstSeen, PAGES[path]);
    const page = await context.newPage();
    await page.goto(`${base}${path}?api_token=${token}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.firstSeen.content !== undefined, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      const user = resources.find((e) => e.name.includes('/users/current'));
      return {
        frameMs: window.firstSeen.frame ?? null,
        contentMs: window.firstSeen.content,
        firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        idleMs: performance.now(),
        requests: resources.length,
        scripts: resources.filter((e) => e.name.endsWith('.js')).length,
        userQueuedMs: user ? user.requestStart - user.startTime : null,
      };
    });
  } finally {
    await context.close();
  }
}

/** The median of a figure over the visits that have it (null when none has). */
function median(visits, key) {
  const values = visits.map((v) => v[key]).filter((v) => v !== null);
  return values.length ? Math.round(percentile(values, 50)) : null;
}

export async function benchFirstVisit({ port = 8293 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath('browser'), args: chromiumArgs });
  const stack = startStack({ port, env: { WEB_OUT_DIR: process.env.WEB_OUT_DIR ?? '/tmp/web-dist-first-visit' } });
  const base = `http://localhost:${port}`;
  try {
    await stack.ready;
    const token = await tokenFor(base, 'sysadmin@mercy-general.test');
    const paths = Object.keys(PAGES);
    const visits = Object.fromEntries(paths.map((path) => [path, []]));
    // One visit first to warm the stack; then the pages in turn, so the machine's noise falls on each alike.
    await visit(browser, base, paths[0], token);
    for (let i = 0; i < VISITS; i += 1) for (const path of paths) visits[path].push(await visit(browser, base, path, token));
    return Object.fromEntries(Object.entries(visits).map(([path, list]) => [path, {
      visits: list.length,
      frameMedianMs: median(list, 'frameMs'),
      contentMedianMs: median(list, 'contentMs'),
      firstPaintMedianMs: median(list, 'firstPaintMs'),
      networkIdleMedianMs: median(list, 'idleMs'),
      requests: median(list, 'requests'),
      scripts: median(list, 'scripts'),
      currentUserQueuedMedianMs: median(list, 'userQueuedMs'),
    }]));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchFirstVisit(), null, 2));
