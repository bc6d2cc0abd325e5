// One error shape for every failure. Bad input is a 400 naming each field and rule (413 and 415
// say what the call takes); only a bug in the simulator itself is a 500. (Unknown routes are
// answered by the web host's not-found handler.)
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './api-error.ts';
import { toIssues } from './contract/validation-errors.ts';

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
    if (error.validation) {
      const details = toIssues(error.validation, error.validationContext);
      const summary = details.map((d) => d.message).join('; ');
      return reply.code(400).send({ error: `Invalid request: ${summary}`, code: 'invalid_request', details });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: error.message, code: error.code ?? 'bad_request' });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'The simulator failed to handle this request', code: 'internal_error' });
  });
}
