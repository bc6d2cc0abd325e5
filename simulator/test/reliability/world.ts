// The world the reliability suite runs in: one app built for inject, every seeded persona as
// `GET /sim/personas` lists it with a token from `POST /sim/tokens`, the callers that must be
// refused (no token, a garbage token, an expired token), and the seeded records by division.
import { vi } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { freePort } from '../helpers.ts';

export interface Persona {
  key: string;
  email: string;
  blocked: boolean;
  organization_id: string;
  permissions_summary: string[];
  userId: number;
  divisionIds: number[];
}

/** Who calls: a persona with its token, or one of the callers without a usable token. */
export interface Caller { key: string; headers: Record<string, string>; persona: Persona | null }

export interface World { built: BuiltApp; personas: Persona[]; callers: Caller[] }

export const UNUSABLE = ['no-token', 'garbage-token', 'expired-token'] as const;

async function mint(built: BuiltApp, email: string, expiresIn?: number): Promise<string> {
  const response = await built.app.inject({ method: 'POST', url: '/sim/tokens', payload: { email, ...(expiresIn ? { expires_in: expiresIn } : {}) } });
  if (response.statusCode !== 201) throw new Error(`token for ${email}: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** A token minted an hour ago for one minute: expired by the token store's own clock. */
async function expiredToken(built: BuiltApp, email: string): Promise<string> {
  vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 3_600_000);
  try {
    return await mint(built, email, 60);
  } finally {
    vi.restoreAllMocks();
  }
}

export async function buildWorld(): Promise<World> {
  // Responses are checked by the suite's own oracle, so the app answers as it would in production
  // (its own response check would turn a mismatch into a 500 and hide what was sent). Requests go
  // through inject, but the app listens on loopback: it publishes realtime events through the
  // Pusher SDK to its own events API, as it does when it runs.
  const port = await freePort();
  const built = await buildApp({ devicesAwaitEmulator: false, validateResponses: false, webDist: null, port, realtime: { ...loadConfig().realtime, port } });
  await built.app.listen({ port, host: '127.0.0.1' });
  // Test ADT Feed sends over MLLP to the app's own listener, as it does when it runs.
  await built.services.mllp.start(0, '127.0.0.1');
  const listed = (await built.app.inject({ url: '/sim/personas' })).json<Omit<Persona, 'userId' | 'divisionIds'>[]>();
  const personas = listed.map((p) => {
    const user = built.services.store.userByEmail(p.email);
    if (!user) throw new Error(`persona ${p.key} has no user`);
    return { ...p, userId: user.id, divisionIds: [...user.division_ids] };
  });
  const callers: Caller[] = [];
  for (const persona of personas) callers.push({ key: persona.key, persona, headers: { authorization: `Bearer ${await mint(built, persona.email)}` } });
  const nurse = personas.find((p) => !p.blocked)?.email ?? '';
  callers.push(
    { key: 'no-token', persona: null, headers: {} },
    { key: 'garbage-token', persona: null, headers: { authorization: 'Bearer bst_not-a-token-at-all' } },
    { key: 'expired-token', persona: null, headers: { authorization: `Bearer ${await expiredToken(built, nurse)}` } },
  );
  return { built, personas, callers };
}

export function caller(world: World, key: string): Caller {
  const found = world.callers.find((c) => c.key === key);
  if (!found) throw new Error(`no caller ${key}`);
  return found;
}
