// An offer Aimee cannot answer is a 422 in our words naming body.sdp; what the WebRTC library said
// goes to the server log only (hostile-input QA: the 422 passed the library's text through).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { bearer, NURSE } from './helpers.ts';

const lines: string[] = [];
let built: BuiltApp;
beforeAll(async () => {
  const stream = { write: (line: string) => { lines.push(line); } };
  built = await buildApp({ devicesAwaitEmulator: false, validateResponses: true, webDist: null }, { level: 'warn', stream });
  await built.app.ready();
});
afterAll(async () => {
  await built.services.aimee.endAll();
  await built.app.close();
});

describe('POST /aimee_conversations with an offer Aimee cannot answer', () => {
  it('answers 422 naming body.sdp in our words, and logs the library\'s', async () => {
    const prompt = built.services.store.data.aimeePrompts.find((p) => p.enabled && p.organization_id === built.services.store.userByEmail(NURSE)!.organization_id)!;
    for (const sdp of ['v=0', 'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=garbage']) {
      lines.length = 0;
      const response = await built.app.inject({
        method: 'POST', url: '/api/v1/aimee_conversations?division_id=1', headers: await bearer(built, NURSE),
        payload: { sdp, source: 'web', prompt_id: prompt.id },
      });
      expect(response.statusCode, sdp).toBe(422);
      expect(response.json(), sdp).toEqual({
        error: 'The offer (sdp) is not a WebRTC offer Aimee can answer', code: 'bad_offer',
        details: [{ field: 'body.sdp', rule: 'bad_offer', message: 'The offer (sdp) is not a WebRTC offer Aimee can answer' }],
      });
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } }).find((l) => l.msg === 'Aimee could not answer the offer');
      expect(logged?.err?.message, sdp).toEqual(expect.any(String));
      expect(response.body, sdp).not.toContain(logged!.err!.message);
    }
    expect(built.services.aimee.size).toBe(0);
  });
});
