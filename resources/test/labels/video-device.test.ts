import { describe, expect, it } from 'vitest';
import { deviceKind, wifiSignalText } from '../../src/labels/video-device.ts';

describe('device labels', () => {
  it('writes the Wi-Fi signal with its unit and state, or what is known of it', () => {
    expect(wifiSignalText({ wifi_signal_strength: -81, wifi_signal_state: 'poor' })).toBe('-81 dBm (Poor)');
    expect(wifiSignalText({ wifi_signal_strength: -48, wifi_signal_state: null })).toBe('-48 dBm');
    expect(wifiSignalText({ wifi_signal_strength: null, wifi_signal_state: 'fair' })).toBe('Fair');
    expect(wifiSignalText({})).toBeNull();
    expect(wifiSignalText(undefined)).toBeNull();
  });

  it('offers the contract values in contract order with their labels', () => {
    expect(deviceKind.options).toEqual([
      { value: 'fixed', label: 'Fixed' },
      { value: 'mobilecart', label: 'Mobile Cart' },
      { value: 'mobile3rdparty', label: 'Mobile 3rd Party' },
      { value: 'trainingvideo', label: 'Training Video' },
    ]);
    expect(deviceKind.text.mobilecart).toBe('Mobile Cart');
  });
});
