// Media faults a scenario sets on a device: the same shapes as the device link's MediaFaults.
import type { components } from '@bedside/openapi/device-link';

export type MediaFaults = components['schemas']['MediaFaults'];

export const noFaults: MediaFaults = { freeze: false, packet_loss: 0, answer_delay_ms: 0, refuse_join: false, black: false, wifi_signal: null };

/** Drops packet_loss percent of packets, each by its own draw (loss on a real network is not a pattern). */
export function dropsPacket(faults: MediaFaults, random: () => number = Math.random): boolean {
  return faults.packet_loss > 0 && random() * 100 < faults.packet_loss;
}
