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
