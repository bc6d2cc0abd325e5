// Seeded Wi-Fi signals read as a person expects: a device's state is the band its dBm falls in (the
// bands devices report by, as the device emulator's signalState: excellent from -55 dBm, good from
// -67, fair from -75, poor below), in the demo and the benchmark hospitals.
import { describe, expect, it } from 'vitest';
import { seed } from '../src/store/seed.ts';

const band = (dbm: number) => (dbm >= -55 ? 'excellent' : dbm >= -67 ? 'good' : dbm >= -75 ? 'fair' : 'poor');

describe('seeded Wi-Fi signal', () => {
  it('never labels a strength with another band’s state, and keeps every state', () => {
    for (const seedValue of [1, 7]) {
      const metrics = seed(seedValue, 'demo').devices.map((d) => d.state.metrics).filter((m) => m?.wifi_signal_strength != null);
      expect(metrics.length).toBeGreaterThan(20);
      const wrong = metrics.filter((m) => m?.wifi_signal_state !== band(m?.wifi_signal_strength ?? 0));
      expect(wrong).toEqual([]);
      expect(new Set(metrics.map((m) => m?.wifi_signal_state))).toEqual(new Set(['excellent', 'good', 'fair', 'poor']));
    }
  });
});
