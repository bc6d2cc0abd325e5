import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** Stay Logged In: keeps the server session alive. Rejects on failure (the caller logs out). */
export async function refreshSession(): Promise<void> {
  unwrap(await apiClient().POST('/sessions/refresh'));
}
