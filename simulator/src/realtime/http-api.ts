// The Pusher HTTP API (`POST /apps/{appId}/events` and `batch_events`) with request signing, so
// the official SDK can publish to the simulator exactly as it would to soketi or Pusher.
import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PusherHub } from './pusher-hub.ts';

interface EventBody { name: string; data: string; channel?: string; channels?: string[]; socket_id?: string }

export function registerPusherHttpApi(app: FastifyInstance, hub: PusherHub, creds: { appId: string; key: string; secret: string }): void {
  void app.register(async (scope) => {
    // The signature covers the raw body's MD5, so the body must reach us as the exact string.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    const verify = (request: FastifyRequest, path: string): string | null => {
      const query = request.query as Record<string, string>;
      if (query.auth_key !== creds.key) return 'unknown auth_key';
      if (Math.abs(Date.now() / 1000 - Number(query.auth_timestamp)) > 600) return 'auth_timestamp expired';
      const body = typeof request.body === 'string' ? request.body : '';
      if (body && createHash('md5').update(body).digest('hex') !== query.body_md5) return 'body_md5 does not match';
      const params = Object.keys(query).filter((k) => k !== 'auth_signature').sort().map((k) => `${k}=${query[k]}`).join('&');
      const expected = createHmac('sha256', creds.secret).update(`POST\n${path}\n${params}`).digest('hex');
      return expected === query.auth_signature ? null : 'invalid auth_signature';
    };

    const parse = <T>(raw: unknown): T | null => {
      try { return JSON.parse(String(raw)) as T; } catch { return null; }
    };
    const deliver = (event: EventBody) => {
      for (const channel of event.channels ?? (event.channel ? [event.channel] : [])) hub.broadcast(channel, event.name, event.data, event.socket_id);
    };

    scope.post('/apps/:appId/events', async (request, reply) => {
      const path = `/apps/${creds.appId}/events`;
      const problem = (request.params as { appId: string }).appId !== creds.appId ? 'unknown app' : verify(request, path);
      if (problem) return reply.code(401).send({ error: problem });
      const event = parse<EventBody>(request.body);
      if (!event?.name || typeof event.data !== 'string') return reply.code(400).send({ error: 'body must be JSON with name and data' });
      deliver(event);
      return {};
    });

    scope.post('/apps/:appId/batch_events', async (request, reply) => {
      const path = `/apps/${creds.appId}/batch_events`;
      const problem = (request.params as { appId: string }).appId !== creds.appId ? 'unknown app' : verify(request, path);
      if (problem) return reply.code(401).send({ error: problem });
      const body = parse<{ batch?: EventBody[] }>(request.body);
      if (!Array.isArray(body?.batch)) return reply.code(400).send({ error: 'body must be JSON with a batch list' });
      body.batch.forEach(deliver);
      return { batch: [] };
    });
  });
}
