// Initial JavaScript (gzip) for sign-in to home: every script the browser loads from the first
// page view through the identity provider to the rendered home page, measured in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.ts';
import { root, startStack } from './lib.mjs';

export async function benchBundle({ port = 8292 } = {}) {
  const stack = startStack({ port });
  await stack.ready;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(port) && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://localhost:${port}/`);
    await page.getByRole('button', { name: 'Sign in as Nora Lindqvist' }).click();
    await page.getByRole('heading', { name: 'Welcome, Nora Lindqvist' }).waitFor();
    const files = [...scripts].map((path) => {
      const bytes = readFileSync(join(root, 'web/dist', path));
      return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    const gzipKb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    return { scripts: files.length, gzipKb: Number(gzipKb.toFixed(1)), budgetKb: 200, withinBudget: gzipKb <= 200, files };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchBundle(), null, 2));
