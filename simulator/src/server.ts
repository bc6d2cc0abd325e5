// Starts the simulator on HOST:PORT (default 127.0.0.1:8080), unless its secrets are the public
// development defaults where others can reach it (config.ts, startupRefusals).
import { buildApp } from './app.ts';
import { loadConfig, startupRefusals } from './config.ts';

const refusals = startupRefusals();
if (refusals.length > 0) {
  console.error(`The simulator will not start:\n${refusals.map((r) => `  - ${r}`).join('\n')}\nThe defaults are for development on loopback only (HOST unset or 127.0.0.1); SIM_ALLOW_DEFAULT_SECRETS=1 accepts them off loopback on a private network, never in production.`);
  process.exit(1);
}

const config = loadConfig();
const { app } = await buildApp(config, { level: process.env.LOG_LEVEL ?? 'info' });
await app.listen({ port: config.port, host: config.host });
app.log.info(`simulator ready on ${config.publicUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
