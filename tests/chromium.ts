// Finds Debian's Chromium (or CHROME_PATH). Browsers are never downloaded: without one, say so.
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';

/**
 * Which of Debian's Chromium builds. The end-to-end tests drive the headless shell
 * (chromium-headless-shell, Playwright's own choice for headless runs): the same Blink, V8 and
 * WebRTC without the browser window's UI, which a headless run never shows and the full build
 * still lays out, paints and sets up per context: a new context with a blank page cost the
 * browser process 59 ms of CPU against 277 ms (20 contexts), a new context and a first visit of
 * the app 309 ms against 675 ms. The e2e suite took 765 s in a fresh run with it (and the scans'
 * one tab, page-scan.ts) against 936-990 s in the full build's last fresh runs. One difference
 * matters to tests: closing a context does not run the pages' pagehide (page.close() does). The
 * benches keep the full browser, a clinician's, whose figures every earlier note compares.
 */
const DEBIAN = {
  'headless-shell': { path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' },
  browser: { path: '/usr/bin/chromium', apt: 'chromium' },
} as const;

export function chromiumPath(build: keyof typeof DEBIAN = 'headless-shell'): string {
  const path = process.env.CHROME_PATH ?? DEBIAN[build].path;
  if (!existsSync(path)) {
    throw new Error(`No Chromium at ${path}. Install Debian's ${DEBIAN[build].apt} (sudo apt-get install ${DEBIAN[build].apt}) or set CHROME_PATH to a Chromium binary. Tests never download a browser.`);
  }
  return path;
}

/**
 * Chromium 156 gives every new browser context (each test's, each scanned workstation's) a
 * renderer of its own for the address bar's WebUI popup, which headless runs never show: about
 * half a core for a while per context, and new contexts took twice as long (10 contexts of 2 pages:
 * 5.5-6.1 s with it, 3.0 s without, on the idle 2-core machine). A --disable-features flag replaces
 * Playwright's own list (Chromium keeps the last one given), so that list is repeated here first
 * (playwright-core 1.65's chromiumSwitches, less its Windows and Edge ones).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
];
const UNSHOWN_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium offers loopback WebRTC candidates only when told to, as a clinician's Chrome never is; so
 * only on a machine without a network address. With them, Chromium checked from loopback a
 * device's network address, whose answer (from loopback, werift's sockets being bound to all
 * addresses) it dropped, and started DTLS at its next check: the join bench's median first frame
 * 170-187 ms with them, 150-156 without (4 interleaved pairs of 20 calls).
 */
const loopbackOnly = !Object.values(networkInterfaces()).some((addresses) => addresses?.some((address) => address.family === 'IPv4' && !address.internal));

/** Flags for headless runs on a closed network, with WebRTC on the machine's address and fake media devices. */
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', ...(loopbackOnly ? ['--allow-loopback-in-peer-connection'] : []),
  '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_WEBUI].join(',')}`,
];
