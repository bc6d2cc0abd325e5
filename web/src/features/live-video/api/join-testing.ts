import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

type JoinTestingRequest = components['schemas']['JoinTestingRequest'];

/** A test session with a device: no patient and no permission check. */
export async function joinTesting(body: JoinTestingRequest) {
  return unwrap(await apiClient().POST('/videos/join_testing', { body }));
}
