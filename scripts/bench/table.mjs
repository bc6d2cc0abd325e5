// The data table at hospital scale (SIM_SIZE=large, 14,000+ devices): GET /video_devices pages of
// 100 (median and p99 over 500 requests), a page change in Chromium from click to rows rendered
// (median over 50), and the CSV export of every device (seconds, and the simulator's RSS during it).
// The simulator runs in this process (as in requests.mjs), so RSS is its own; the export is read as
// a stream and discarded, so the client adds nothing that grows with the file.
/* global document, window, location, requestAnimationFrame -- page.evaluate bodies run in Chromium */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { percentile, root, tokenFor } from './lib.mjs';

const { buildApp } = await import(`${root}simulator/src/app.ts`);
const { chromiumArgs, chromiumPath } = await import(`${root}tests/chromium.ts`);
const { chromium } = createRequire(`${root}tests/package.json`)('playwright-core');

const median = (samples) => percentile(samples, 50);
const round = (n, digits = 1) => Number(n.toFixed(digits));

async function timeRequests(base, headers, count) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const page = 1 + (i % 140);
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/video_devices?division_id=*&per_page=100&page=${page}&order_by[field]=name`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /video_devices answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  return { medianMs: round(median(samples), 2), p99Ms: round(percentile(samples, 99), 2) };
}

async function timeExport(base, headers) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/video_devices/export.csv?division_id=*`, { headers });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let rows = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { rows: rows - 1, megabytes: round(bytes / 1e6, 2), seconds: round(seconds, 2), rssBeforeMb: Math.round(rssBefore / 1e6), rssPeakMb: Math.round(peak / 1e6) };
}

async function timePageChanges(base, token, count) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/hospital/video_devices?division_id=*&per_page=100&api_token=${token}`);
    await page.waitForSelector('[data-testid=data-table] tbody td[data-column=id]', { timeout: 60_000 });
    const samples = [];
    for (let i = 0; i < count; i += 1) {
      // Clicks "next page" and waits, in the page, until the new rows are in the DOM and painted.
      samples.push(await page.evaluate(async () => {
        const firstId = () => document.querySelector('[data-testid=data-table] tbody td[data-column=id]')?.textContent;
        const before = firstId();
        const controls = document.querySelectorAll('[data-testid=table-footer] .mantine-Pagination-root button');
        const next = controls[controls.length - 1];
        const search = location.search;
        let urlChanged = 0;
        const started = performance.now();
        next.click();
        await new Promise((resolve) => {
          const check = () => {
            if (!urlChanged && location.search !== search) urlChanged = performance.now() - started;
            if (firstId() !== before) resolve(); else requestAnimationFrame(check);
          };
          check();
        });
        await new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const done = performance.now();
        const request = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/v1/video_devices?')).at(-1);
        window.__phases = [...(window.__phases ?? []), { requestStart: request.startTime - started, requestMs: request.duration, afterResponse: done - request.responseEnd, urlChanged }];
        return done - started;
      }));
    }
    const phases = await page.evaluate(() => window.__phases);
    const phase = (key) => round(median(phases.map((p) => p[key])));
    return {
      medianMs: round(median(samples)),
      p90Ms: round(percentile(samples, 90)),
      // where the time goes (medians): click to request start, the request, response to painted rows
      phasesMs: { clickToRequest: phase('requestStart'), request: phase('requestMs'), clickToUrlChange: phase('urlChanged'), responseToPaint: phase('afterResponse') },
    };
  } finally {
    await browser.close();
  }
}

export async function benchTable({ requests = 500, pageChanges = 50 } = {}) {
  const webDist = `${root}web/dist`;
  if (!existsSync(`${webDist}/index.html`)) execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  const seeded = performance.now();
  const { app, services } = await buildApp({ size: 'large', devicesAwaitEmulator: false, webDist, validateResponses: false });
  const seedSeconds = round((performance.now() - seeded) / 1000, 2);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  try {
    const token = await tokenFor(base, 'sysadmin@mercy-general.test');
    const headers = { authorization: `Bearer ${token}`, 'session-id': 'bench-session-0001' };
    await timeRequests(base, headers, 20); // warm-up
    return {
      devices: services.store.data.devices.length,
      seedSeconds,
      listPageOf100: await timeRequests(base, headers, requests),
      pageChangeInBrowser: await timePageChanges(base, token, pageChanges),
      csvExportAll: await timeExport(base, headers),
    };
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchTable(), null, 2));
