// The room notification's calls (live video §7): receive, read, accept and dismiss one request.
import type { components } from '@bedside/openapi/api';
import { unwrap } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export type VirtualRequest = components['schemas']['VirtualRequest'];

const byId = (id: number) => ({ params: { path: { id } } });

export async function receiveVirtualRequest(id: number): Promise<VirtualRequest> {
  return unwrap(await apiClient().POST('/virtual_requests/{id}/receive', byId(id)));
}

export async function getVirtualRequest(id: number): Promise<VirtualRequest> {
  return unwrap(await apiClient().GET('/virtual_requests/{id}', byId(id)));
}

export async function acceptVirtualRequest(id: number): Promise<VirtualRequest> {
  return unwrap(await apiClient().POST('/virtual_requests/{id}/accept', byId(id)));
}

export async function dismissVirtualRequest(id: number): Promise<VirtualRequest> {
  return unwrap(await apiClient().POST('/virtual_requests/{id}/dismiss', byId(id)));
}
