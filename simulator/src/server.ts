// Starts the simulator on PORT (default 8080).
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const { app } = await buildApp(config, { level: process.env.LOG_LEVEL ?? 'info' });
await app.listen({ port: config.port, host: config.host });
app.log.info(`simulator ready on ${config.publicUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
