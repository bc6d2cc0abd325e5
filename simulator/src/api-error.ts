// The one way handlers fail on purpose: an HTTP status plus the contract's Error body.
import type { components } from '@bedside/openapi/api';

export type ErrorBody = components['schemas']['Error'];

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: ErrorBody['details'],
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: this.message, ...(this.code ? { code: this.code } : {}), ...(this.details ? { details: this.details } : {}) };
  }
}

/** A 400 naming the one field and rule that was wrong; `error` is the summary (default: the message). */
export function badRequest(field: string, rule: string, message: string, error = message): ApiError {
  return new ApiError(400, error, 'invalid_request', [{ field, rule, message }]);
}
