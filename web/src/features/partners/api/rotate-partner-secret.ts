import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

/** Issues the partner a new client secret (answered this once); the old one is refused from now on. */
export async function rotatePartnerSecret(id: number) {
  return unwrap(await apiClient().POST('/partners/{id}/rotate_secret', { params: { path: { id } } }));
}
