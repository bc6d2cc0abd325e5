import type { ApiErrorBody } from './api-error';

/** Request time-out (spec: 15 s); reported and shown as a network error. */
export const REQUEST_TIMEOUT_MS = 15_000;

export const INACTIVITY_TIMEOUT_TYPE = 'UserAuthenticator::InactivityTimeout';
// Codes a provider may send instead of the type for the same situation.
const TIMEOUT_CODES = new Set(['inactivity_timeout', 'session_timeout']);

/** The call took longer than the time-out; `code` is the one the product has always reported. */
export class RequestTimeoutError extends Error {
  readonly code = 'ECONNABORTED';
  constructor(readonly url: string) {
    super(`Request timed out after ${REQUEST_TIMEOUT_MS / 1000} s`);
    this.name = 'RequestTimeoutError';
  }
}

/** Refused before it went out: the session expired, so every later call is cancelled. */
export class RequestCancelledError extends Error {
  constructor() {
    super('Request cancelled: the session has expired');
    this.name = 'RequestCancelledError';
  }
}

/** An inactivity time-out answer: by error type, or by a time-out code. */
export function isInactivityTimeout(body: Partial<ApiErrorBody> | undefined): boolean {
  if (!body) return false;
  return body.type === INACTIVITY_TIMEOUT_TYPE || (typeof body.code === 'string' && TIMEOUT_CODES.has(body.code));
}

export async function readErrorBody(response: Response): Promise<Partial<ApiErrorBody> | undefined> {
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}
