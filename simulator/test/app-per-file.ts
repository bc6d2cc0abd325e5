// One app for a test file: built before its tests, its store reset and its spies restored after
// each one; calls as a signed-in persona; what the publisher sends, kept once listen() is called.
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, testApp } from './helpers.ts';

export interface Published { channel: string; event: string; data: unknown }

export function appPerFile() {
  let built: BuiltApp | undefined;
  const published: Published[] = [];
  beforeAll(async () => { built = await testApp(); });
  afterAll(async () => { await built?.app.close(); });
  afterEach(() => {
    built?.services.store.reset();
    vi.restoreAllMocks();
  });
  const app = (): BuiltApp => {
    if (!built) throw new Error('the app is built before the file\'s tests');
    return built;
  };
  return {
    app,
    published,
    /** From now on, keeps what the publisher would send (in `published`) instead of sending it. */
    listen(): void {
      published.length = 0;
      vi.spyOn(app().services.publisher, 'publish').mockImplementation(async (channel, event, data) => { published.push({ channel, event, data }); });
    },
    async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, email: string, payload?: object) {
      const response = await app().app.inject({ method, url: `/api/v1${path}`, headers: await bearer(app(), email), ...(payload ? { payload } : {}) });
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    },
  };
}
