#!/usr/bin/env node
// `npm run dev`: Vite with hot reload on :5173 (proxying the API, IdP and websockets), the
// simulator on :8080 restarting on change, and the device emulator.
import concurrently from 'concurrently';

const simPort = process.env.PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '5173';
const { result } = concurrently([
  // The browser talks to Vite's origin, so the IdP issuer and redirect URIs use it.
  { name: 'simulator', command: 'npx tsx watch simulator/src/server.ts', env: { PORT: simPort, PUBLIC_URL: `http://localhost:${webPort}` }, prefixColor: 'blue' },
  { name: 'emulator', command: 'npx tsx watch device-emulator/src/main.ts', env: { SIMULATOR_URL: `ws://127.0.0.1:${simPort}` }, prefixColor: 'magenta' },
  { name: 'web', command: `npm run dev -w web -- --port ${webPort} --strictPort`, env: { SIM_PORT: simPort }, prefixColor: 'green' },
], { killOthersOn: ['failure'], restartTries: 0 });
console.log(`Bedside dev: open http://localhost:${webPort}`);
result.catch(() => process.exit(1));
