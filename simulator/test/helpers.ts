// Test helpers: an app built for inject with responses checked against the contract, tokens for
// seeded personas, seeded records by name, and the nurse with a narrower role.
import { createServer, type AddressInfo } from 'node:net';
import { buildApp, type BuiltApp } from '../src/app.ts';
import type { StoredRole, VideoDevice } from '../src/store/types.ts';

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

/** A seeded device by its name; a missing one is a broken seed, not a test result. */
export function seededDevice(built: BuiltApp, name: string): VideoDevice {
  const device = built.services.store.data.devices.find((d) => d.name === name);
  if (!device) throw new Error(`seed: ${name}`);
  return device;
}

/**
 * Runs with the nurse given a role of only these rules, each "Action Resource" (every seeded
 * clinical role has them all), and gives the nurse's role back afterwards.
 */
export async function withRules<T>(built: BuiltApp, rules: string[], run: () => Promise<T>): Promise<T> {
  const user = built.services.store.userByEmail(NURSE);
  if (!user) throw new Error('no nurse');
  const original = user.role_id;
  const { store } = built.services;
  const narrow = {
    id: 97, name: 'Narrow', show_admin_menu: false, organization_id: user.organization_id, updated_at: new Date().toISOString(),
    permissions: rules.map((r) => ({ action: r.split(' ')[0] ?? '', resource: r.split(' ')[1] ?? '' }) as StoredRole['permissions'][number]),
  };
  store.rolesById.set(narrow.id, narrow);
  user.role_id = 97;
  try {
    return await run();
  } finally {
    user.role_id = original;
    store.rolesById.delete(narrow.id);
  }
}

/** A port free right now, for apps that must know their own port before listening. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
