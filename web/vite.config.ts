import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development everything the browser calls besides the app itself lives on the simulator,
// so the dev server proxies it and the app keeps one origin, as in production.
const simulator = `http://localhost:${process.env.SIM_PORT || 8080}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs in two chunks instead of one per shared module. Split
        // automatically, a first visit of /patients requested 123 scripts; over HTTP/1.1 (6
        // connections to a host) the current-user read waited 416 ms behind them. Grouped: 57
        // scripts, content shown at a median 991 ms instead of 1,551 ms, /profile 793 ms instead
        // of 1,055 ms (scripts/bench/first-visit.mjs, 7 visits each). The cost: sign-in to home
        // loads 307 KB of gzipped script instead of 274 KB (bundle.mjs), Mantine components the
        // home page does not use. Only @mantine/core and /hooks: forms, notifications and
        // spotlight, and @tanstack/react-table, stay with the pages that use them.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|zustand|use-sync-external-store)[\\/]/, priority: 2 },
            { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib|react-textarea-autosize|react-number-format|clsx|tabbable)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': simulator,
      // The identity provider builds absolute URLs from the Host header: keep the page's own.
      '/oidc': { target: simulator, changeOrigin: false },
      '/sim': simulator,
      '/config.json': simulator,
      '/openapi.json': simulator,
      // The Pusher protocol websocket under /app/{key}.
      '/app/': { target: simulator, ws: true },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // One document and module registry per worker, reset for each file by the setup file.
    isolate: false,
    setupFiles: ['src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
