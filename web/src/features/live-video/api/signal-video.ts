import type { components } from '@bedside/openapi/api';
import { apiClient } from '../../../lib/api/client';
import { unwrap } from '../../../lib/api/api-error';

type VideoSignal = components['schemas']['VideoSignal'];

/** Relays the browser's SDP answer or ICE candidates to the device. */
export async function signalVideo(body: VideoSignal): Promise<void> {
  unwrap(await apiClient().POST('/videos/signal', { body }));
}
