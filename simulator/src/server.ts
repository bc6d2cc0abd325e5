// Starts the simulator on HOST:PORT (default 127.0.0.1:8080), with its HL7 MLLP listener on
// HOST:MLLP_PORT (default PORT + 1000), unless its secrets are the public
// development defaults where others can reach it (config.ts, startupRefusals).
import { warmUpSpeech } from './aimee/emulated-assistant.ts';
import { buildApp } from './app.ts';
import { loadConfig, startupRefusals } from './config.ts';

const refusals = startupRefusals();
if (refusals.length > 0) {
  console.error(`The simulator will not start:\n${refusals.map((r) => `  - ${r}`).join('\n')}\nThe defaults are for development on loopback only (HOST unset or 127.0.0.1); SIM_ALLOW_DEFAULT_SECRETS=1 accepts them off loopback on a private network, never in production.`);
  process.exit(1);
}

const config = loadConfig();
const { app, services } = await buildApp(config, { level: process.env.LOG_LEVEL ?? 'info' });
await app.listen({ port: config.port, host: config.host });
try {
  const mllpPort = await services.mllp.start(config.mllpPort, config.host);
  app.log.info(`HL7 v2 MLLP listener on ${config.host}:${mllpPort}`);
} catch (error) {
  console.error(`The simulator will not start: the HL7 MLLP port ${config.mllpPort} cannot be opened (${(error as Error).message}); set MLLP_PORT to a free port.`);
  await app.close();
  process.exit(1);
}
app.log.info(`simulator ready on ${config.publicUrl}`);
// Aimee's first greeting would otherwise wait for eSpeak NG and Opus to load (WebAssembly).
void warmUpSpeech().catch((error: unknown) => app.log.warn({ err: error }, 'Aimee cannot speak: eSpeak NG or Opus did not load'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
