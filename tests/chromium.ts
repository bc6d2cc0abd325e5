// Finds Debian's Chromium (or CHROME_PATH). Browsers are never downloaded: without one, say so.
import { existsSync } from 'node:fs';

export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`No Chromium at ${path}. Install Debian's chromium (sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary. Tests never download a browser.`);
  }
  return path;
}

/** Flags for headless runs on a closed network, with WebRTC on loopback and fake media devices. */
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--allow-loopback-in-peer-connection',
  '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
];
