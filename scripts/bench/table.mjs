// The data table at hospital scale (SIM_SIZE=large: 14,000+ devices, 10,000+ patients), for each
// resource table: GET pages of 100 (median and p99 over 500 requests), a page change in Chromium
// from click to rows rendered (median over 50), and the CSV export of every record (seconds, and
// the simulator's RSS during it).
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

/** The tables measured: API path, screen route, the sort of the requests, and whether the
 * screen's default filters must be cleared so that every record is paged through. */
const tables = {
  video_devices: { api: '/video_devices', route: '/hospital/video_devices', sort: 'name' },
  patients: { api: '/patients', route: '/patients', sort: 'display_name' },
};

async function timeRequests(base, headers, count, table) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const page = 1 + (i % 100);
    const started = performance.now();
    const response = await fetch(`${base}/api/v1${table.api}?division_id=*&per_page=100&page=${page}&order_by[field]=${table.sort}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${table.api} answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  return { medianMs: round(median(samples), 2), p99Ms: round(percentile(samples, 99), 2) };
}

async function timeExport(base, headers, table) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
  const started = performance.now();
  const response = await fetch(`${base}/api/v1${table.api}/export.csv?division_id=*`, { headers });
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

async function timePageChanges(base, token, count, table) {
  const browser = await chromium.launch({ executablePath: chromiumPath('browser'), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}${table.route}?division_id=*&per_page=100&api_token=${token}`);
    await page.waitForSelector('[data-testid=data-table] tbody tr td', { timeout: 60_000 });
    const samples = [];
    for (let i = 0; i < count; i += 1) {
      // Clicks "next page" and waits, in the page, until the new rows are in the DOM and painted.
      samples.push(await page.evaluate(async (api) => {
        // The first row's text: a new page has other records (rows are keyed by id).
        const firstId = () => document.querySelector('[data-testid=data-table] tbody tr')?.textContent;
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
        const request = performance.getEntriesByType('resource').filter((e) => e.name.includes(`/api/v1${api}?`)).at(-1);
        window.__phases = [...(window.__phases ?? []), { requestStart: request.startTime - started, requestMs: request.duration, afterResponse: done - request.responseEnd, urlChanged }];
        return done - started;
      }, table.api));
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

async function benchOne(base, token, headers, name, { requests, pageChanges }) {
  const table = tables[name];
  await timeRequests(base, headers, 20, table); // warm-up
  return {
    listPageOf100: await timeRequests(base, headers, requests, table),
    pageChangeInBrowser: await timePageChanges(base, token, pageChanges, table),
    csvExportAll: await timeExport(base, headers, table),
  };
}

export async function benchTable({ requests = 500, pageChanges = 50, only = process.env.BENCH_TABLE } = {}) {
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
    const result = { deviceCount: services.store.data.devices.length, patientCount: services.store.data.patients.length, seedSeconds };
    for (const name of Object.keys(tables)) {
      if (only && only !== name) continue;
      result[name] = await benchOne(base, token, headers, name, { requests, pageChanges });
    }
    return result;
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchTable(), null, 2));
