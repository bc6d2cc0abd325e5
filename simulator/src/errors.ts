// One error shape for every failure. Bad input is a 400 naming each field and rule (413 and 415
// say what the call takes); only a bug in the simulator itself is a 500. (Unknown routes are
// answered by the web host's not-found handler.)
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './api-error.ts';
import { validationError } from './contract/validation-errors.ts';

/** Fastify's own request errors, in the contract's words. */
const frameworkErrors: Record<string, (request: FastifyRequest, error: FastifyError) => ApiError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (request) =>
    new ApiError(413, `The request body is larger than the ${request.routeOptions.bodyLimit} bytes this call accepts`, 'body_too_large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (request) =>
    new ApiError(415, `The request body's media type ${request.headers['content-type'] ?? '(none)'} is not accepted here`, 'unsupported_media_type'),
  // secure-json-parse's refusal of __proto__ and constructor.prototype keys arrives as this too.
  FST_ERR_CTP_INVALID_JSON_BODY: () => badRequest('body', 'json', 'the request body is not valid JSON (or has a __proto__ or constructor.prototype key)', 'Invalid request: the body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => badRequest('body', 'json', 'the request body is empty but its Content-Type is application/json', 'Invalid request: the JSON body is empty'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => badRequest('body', 'length', 'the request body does not match its Content-Length', 'Invalid request: the body does not match its Content-Length'),
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof ApiError ? error : frameworkErrors[error.code]?.(request, error);
    if (known) return reply.code(known.statusCode).send(known.toBody());
    if (error.validation) return reply.code(400).send(validationError(error.validation, error.validationContext).toBody());
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: error.message, code: error.code ?? 'bad_request' });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'The simulator failed to handle this request', code: 'internal_error' });
  });
}

/**
 * The router's refusals (an address with a malformed percent-encoding, a path part past 100
 * characters) in the contract's shape; they came as Fastify's own ({"error":"Bad Request","code":
 * "FST_ERR_BAD_URL"}) with no field named (API QA). Given to Fastify as `frameworkErrors`.
 */
export function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? new ApiError(414, 'A part of the address is longer than the 100 characters it may have', 'uri_too_long')
    : badRequest('path', 'url', 'the address is not valid (a malformed percent-encoding)', 'Invalid request: the address is not valid');
  void reply.code(known.statusCode).send(known.toBody());
}

/**
 * A request that is not HTTP at all (bad chunked encoding, a wrong Content-Length, junk bytes):
 * answered in the contract's shape where Node's own said {"message":"Client Error"} (API QA), and
 * the connection closed. Given to Fastify as `clientErrorHandler`.
 */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, body] = error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
    ? [408, 'Request Timeout', { error: 'The request did not arrive in time', code: 'request_timeout' }]
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', { error: 'The request headers are larger than the server accepts', code: 'headers_too_large' }]
      : [400, 'Bad Request', { error: 'The request is not valid HTTP', code: 'bad_request' }];
  const json = JSON.stringify(body);
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${json}`);
  socket.destroy();
}
