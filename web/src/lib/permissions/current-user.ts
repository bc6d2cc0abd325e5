import type { components } from '@bedside/openapi/api';

/** The signed-in user as the contract describes it (for code outside the auth feature). */
export type CurrentUser = components['schemas']['CurrentUser'];
