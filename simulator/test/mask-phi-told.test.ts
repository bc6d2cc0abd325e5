// Turning masking on or off is told to the user's open apps (user-updated on their own channel),
// so a tab left open masks too; other preferences, or saving the same value again, tell no one.
import { describe, expect, it } from 'vitest';
import { channelFor } from '../src/realtime/channels.ts';
import { appPerFile } from './app-per-file.ts';
import { bearer, NURSE } from './helpers.ts';

const { app, published, listen, call } = appPerFile();
const maskPhi = (enabled: boolean) => call('PUT', '/user_preferences/mask_phi', NURSE, { user_preference: { settings: { enabled } } });

describe('mask_phi changes', () => {
  it('publish user-updated to the user when masking changes, and only then', async () => {
    const nurse = app().services.store.userByEmail(NURSE)!;
    const told = { channel: channelFor('user', nurse), event: 'user-updated', data: { user_id: nurse.id } };
    await maskPhi(false);
    listen();
    expect((await maskPhi(true)).status).toBe(200);
    expect(published).toEqual([told]);
    await maskPhi(true);
    await call('PUT', '/user_preferences/table', NURSE, { user_preference: { settings: { per_page: 25 } } });
    expect(published).toHaveLength(1);
    const removed = await app().app.inject({ method: 'DELETE', url: '/api/v1/user_preferences/mask_phi', headers: await bearer(app(), NURSE) });
    expect(removed.statusCode).toBe(204);
    expect(published).toEqual([told, told]);
  });
});
