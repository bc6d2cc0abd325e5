// A stored device as the contract serves it (internal fields removed).
import type { components } from '@bedside/openapi/api';
import type { VideoDevice } from '../store/types.ts';

export function toContractDevice({ hospital_id: _h, seeded_status: _s, ...device }: VideoDevice): components['schemas']['VideoDevice'] {
  return device;
}
