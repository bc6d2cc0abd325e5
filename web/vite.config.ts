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
        // The libraries every page runs in two chunks instead of one per shared module (a group
        // takes its modules' dependencies along; the framework's higher priority keeps React out
        // of the Mantine chunk). Split automatically, a first visit of /patients requested 123
        // scripts, and over HTTP/1.1 (6 connections to a host) its current-user read waited
        // 388 ms behind them; grouped, 57 scripts, and its first patient row showed at a median
        // 1,125 ms instead of 1,591 ms, /profile's controls at 661 ms instead of 961 ms
        // (scripts/bench/first-visit.mjs, 7 visits each, on the 2-core machine).
        // The cost: Mantine components a page does not use come with it, so sign-in to home loads
        // 307 KB of gzipped script instead of 274 KB (bundle.mjs; its 200 KB budget was already
        // passed). @mantine/form and @tanstack/react-table stay with the pages that use them.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|zustand|@tanstack[\\/]react-query)[\\/]/, priority: 2 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/, priority: 1 },
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
