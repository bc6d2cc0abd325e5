// The handler map type of the provider API: every handler gets the caller and the services.
import type { operations } from '@bedside/openapi/api';
import type { AuthContext } from '../auth/context.ts';
import type { HandlerMap } from '../contract/handlers.ts';
import type { Services } from '../services.ts';

export type ApiHandlers = HandlerMap<operations, { auth: AuthContext; services: Services }>;
