// The Pusher HTTP API (`POST /apps/{appId}/events` and `batch_events`) with request signing, so
// the official SDK can publish to the simulator exactly as it would to soketi or Pusher. As at
// Pusher, the signature covers the query (auth_timestamp included) and the body's MD5, and
// auth_timestamp must be within 600 s of now, so a captured request stops working. Bodies are
// checked against the contract (TriggerEvent, TriggerBatch in openapi/realtime/events.yaml).
import { createHash } from 'node:crypto';
import type { components } from '@bedside/openapi/realtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PusherHub } from './pusher-hub.ts';
import { validateRealtime } from './realtime-contract.ts';
import { hmacHex, sameSignature } from './signatures.ts';

type TriggerEvent = components['schemas']['TriggerEvent'];
type TriggerBatch = components['schemas']['TriggerBatch'];
interface Credentials { appId: string; key: string; secret: string }

/** Pusher's window for auth_timestamp, in seconds either side of now. */
const SIGNATURE_WINDOW_S = 600;

function signatureProblem(request: FastifyRequest, path: string, creds: Credentials): string | null {
  const query = request.query as Record<string, unknown>;
  if (Object.values(query).some((value) => typeof value !== 'string')) return 'query parameters must be single values';
  const { auth_key: key, auth_timestamp: timestamp, body_md5: bodyMd5, auth_signature: signature } = query as Record<string, string | undefined>;
  if (key !== creds.key) return 'unknown auth_key';
  // Number(undefined) is NaN, which no window comparison refuses: the form is checked first.
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return 'auth_timestamp must be the signing time in whole seconds';
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_S) return `auth_timestamp is more than ${SIGNATURE_WINDOW_S} s from now`;
  const body = typeof request.body === 'string' ? request.body : '';
  if (body && !sameSignature(createHash('md5').update(body).digest('hex'), bodyMd5)) return 'body_md5 does not match the body';
  const params = Object.entries(query).filter(([k]) => k !== 'auth_signature').map(([k, v]) => `${k}=${v as string}`).sort().join('&');
  return sameSignature(hmacHex(creds.secret, `POST\n${path}\n${params}`), signature) ? null : 'invalid auth_signature';
}

function readBody<T>(raw: unknown, schema: 'TriggerEvent' | 'TriggerBatch'): { ok: true; value: T } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(typeof raw === 'string' ? raw : '');
  } catch {
    return { ok: false, error: 'the body must be JSON' };
  }
  const result = validateRealtime<T>(schema, value);
  return result.ok ? result : { ok: false, error: `body ${result.error}` };
}

export function registerPusherHttpApi(app: FastifyInstance, hub: PusherHub, creds: Credentials): void {
  void app.register(async (scope) => {
    // The signature covers the raw body's MD5, so the body must reach us as the exact string.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    const deliver = (event: TriggerEvent) => {
      for (const channel of event.channels ?? (event.channel ? [event.channel] : [])) hub.broadcast(channel, event.name, event.data, event.socket_id);
    };
    const refusal = (request: FastifyRequest, operation: 'events' | 'batch_events') => {
      if ((request.params as { appId: string }).appId !== creds.appId) return 'unknown app';
      return signatureProblem(request, `/apps/${creds.appId}/${operation}`, creds);
    };

    scope.post('/apps/:appId/events', async (request, reply) => {
      const problem = refusal(request, 'events');
      if (problem) return reply.code(401).send({ error: problem });
      const event = readBody<TriggerEvent>(request.body, 'TriggerEvent');
      if (!event.ok) return reply.code(400).send({ error: event.error });
      deliver(event.value);
      return {};
    });

    scope.post('/apps/:appId/batch_events', async (request, reply) => {
      const problem = refusal(request, 'batch_events');
      if (problem) return reply.code(401).send({ error: problem });
      const body = readBody<TriggerBatch>(request.body, 'TriggerBatch');
      if (!body.ok) return reply.code(400).send({ error: body.error });
      body.value.batch.forEach(deliver);
      return { batch: [] };
    });
  });
}
