import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { startStack } from './lib.mjs';
import { benchPatientCentralWall } from './patient-central-wall.mjs';
const { chromiumArgs, chromiumPath } = await tsImport('../../tests/chromium.ts', import.meta.url);
const stack = startStack({ port: 8420, env: { WEB_OUT_DIR: '/tmp/web-dist-wall-bench' } });
await stack.ready;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  console.log(JSON.stringify(await benchPatientCentralWall(browser, 'http://localhost:8420', stack.child.pid, { levels: (process.env.LEVELS ?? '8').split(',').map(Number), seconds: Number(process.env.SECS ?? 5) }), null, 1));
} finally { await browser.close(); await stack.stop(); }
