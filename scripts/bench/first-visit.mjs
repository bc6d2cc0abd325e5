// A first visit of a page, as a clinician opening a link in a new window: a fresh browser context
// (nothing cached), signed in by token, to the page's content shown (#main-content), its first
// contentful paint, and the network idle (the reads its realtime subscription makes again
// included); how many requests it made, and how long the current-user read waited for one of the
// 6 connections Chromium opens to a host over HTTP/1.1. Median over VISITS per page, one run.
// Its own port and web build (WEB_OUT_DIR, default web/dist), so it can run beside other stacks:
// `WEB_OUT_DIR=/tmp/web-x node --import tsx scripts/bench/first-visit.mjs`.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { percentile, startStack, tokenFor } from './lib.mjs';

const PAGES = ['/patients', '/profile'];
const VISITS = Number(process.env.VISITS ?? 5);

async function visit(browser, base, path, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}${path}?api_token=${token}`);
    await page.locator('#main-content').waitFor({ timeout: 30_000 });
    const contentMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const idleMs = Date.now() - started;
    const figures = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      const user = resources.find((e) => e.name.includes('/users/current'));
      return {
        firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        requests: resources.length,
        scripts: resources.filter((e) => e.name.endsWith('.js')).length,
        userQueuedMs: user ? user.requestStart - user.startTime : null,
      };
    });
    return { contentMs, idleMs, ...figures };
  } finally {
    await context.close();
  }
}

export async function benchFirstVisit({ port = 8293 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath('browser'), args: chromiumArgs });
  const stack = startStack({ port, env: process.env.WEB_OUT_DIR ? { WEB_OUT_DIR: process.env.WEB_OUT_DIR } : {} });
  const base = `http://localhost:${port}`;
  try {
    await stack.ready;
    const token = await tokenFor(base, 'sysadmin@mercy-general.test');
    const visits = Object.fromEntries(PAGES.map((path) => [path, []]));
    // Interleaved, so the machine's noise spreads over every page alike; one visit first to warm the stack.
    await visit(browser, base, PAGES[0], token);
    for (let i = 0; i < VISITS; i += 1) for (const path of PAGES) visits[path].push(await visit(browser, base, path, token));
    const median = (list, key) => Math.round(percentile(list.map((v) => v[key]).filter((v) => v !== null), 50));
    return Object.fromEntries(Object.entries(visits).map(([path, list]) => [path, {
      visits: list.length,
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
