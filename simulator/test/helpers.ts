// Test helpers: an app built for inject with responses checked against the contract, and tokens
// for seeded personas.
import { createServer, type AddressInfo } from 'node:net';
import { buildApp, type BuiltApp } from '../src/app.ts';

export async function testApp(): Promise<BuiltApp> {
  const built = await buildApp({ devicesAwaitEmulator: false, validateResponses: true, webDist: null });
  await built.app.ready();
  return built;
}

export async function bearer(built: BuiltApp, email: string): Promise<{ authorization: string }> {
  const response = await built.app.inject({ method: 'POST', url: '/sim/tokens', payload: { email } });
  if (response.statusCode !== 201) throw new Error(`token for ${email}: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

export const NURSE = 'nurse@mercy-general.test';
export const SYSADMIN = 'sysadmin@mercy-general.test';
export const OBSERVER = 'observer@mercy-general.test';

/** A port free right now, for apps that must know their own port before listening. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
