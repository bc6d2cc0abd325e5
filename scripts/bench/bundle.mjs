// Initial JavaScript (gzip) for sign-in to home: every script the browser requests from the first
// page view, through the identity provider, until the home page has rendered, measured in
// Chromium. Scripts requested after that (realtime's pusher-js) are reported apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { root, startStack } from './lib.mjs';

export async function benchBundle({ port = 8292 } = {}) {
  const stack = startStack({ port });
  await stack.ready;
  const browser = await chromium.launch({ executablePath: chromiumPath('browser'), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    // Marks, on the app's own clock, the moment the home heading first appears.
    /* global MutationObserver, document */
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector('h1, h2')?.textContent?.startsWith('Welcome')) {
          sessionStorage.setItem('BENCH_HOME_AT', String(performance.timeOrigin + performance.now()));
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const requests = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(port) && url.pathname.endsWith('.js')) requests.push({ path: url.pathname, at: Date.now() });
    });
    await page.goto(`http://localhost:${port}/`);
    await page.getByRole('button', { name: 'Sign in as Nora Lindqvist' }).click();
    await page.getByRole('heading', { name: 'Welcome, Nora Lindqvist' }).waitFor();
    await page.locator('html[data-realtime="connected"]').waitFor();
    const homeAt = Number(await page.evaluate(() => sessionStorage.getItem('BENCH_HOME_AT')));
    const size = (path) => {
      const bytes = readFileSync(join(root, 'web/dist', path));
      return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    };
    const unique = (list) => [...new Set(list.map((r) => r.path))].map(size);
    const initial = unique(requests.filter((r) => r.at <= homeAt));
    const later = unique(requests.filter((r) => r.at > homeAt && !initial.some((f) => f.path === r.path)));
    const kb = (files) => Number((files.reduce((sum, f) => sum + f.gzip, 0) / 1024).toFixed(1));
    return {
      initialScripts: initial.length, initialGzipKb: kb(initial), budgetKb: 200, withinBudget: kb(initial) <= 200,
      afterHomeGzipKb: kb(later), afterHome: later.map((f) => f.path), initial,
    };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchBundle(), null, 2));
