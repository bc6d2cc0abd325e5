// Simulator GET /users/current (auth, contract validation, handler) against a bare Fastify route,
// in the same run, as a ratio: what the simulator's machinery costs per request.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { root, tokenFor } from './lib.mjs';

const { buildApp } = await import(`${root}simulator/src/app.ts`);

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 16, duration: 8 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function benchRequests() {
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const { app } = await buildApp({ devicesAwaitEmulator: false, webDist: null, validateResponses: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const simPort = app.server.address().port;
  const token = await tokenFor(`http://127.0.0.1:${simPort}`, 'nurse@mercy-general.test');
  try {
    await run(`http://127.0.0.1:${bare.server.address().port}/bare`); // warm-up
    const baseline = await run(`http://127.0.0.1:${bare.server.address().port}/bare`);
    const simulator = await run(`http://127.0.0.1:${simPort}/api/v1/users/current?division_id=*`, { authorization: `Bearer ${token}`, 'session-id': 'bench-session-0001' });
    if (simulator.non2xx) throw new Error(`${simulator.non2xx} non-2xx answers from the simulator`);
    return {
      bareRps: Math.round(baseline.requests.average),
      usersCurrentRps: Math.round(simulator.requests.average),
      ratio: Number((simulator.requests.average / baseline.requests.average).toFixed(2)),
      usersCurrentLatencyMs: { p50: simulator.latency.p50, p99: simulator.latency.p99 },
    };
  } finally {
    await app.close();
    await bare.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchRequests());
