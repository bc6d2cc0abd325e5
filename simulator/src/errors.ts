// One error shape for every failure. Bad input is a 400 naming each field and rule; only a bug in
// the simulator itself is a 500. (Unknown routes are answered by the web host's not-found handler.)
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';
import { toIssues } from './contract/validation-errors.ts';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
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
