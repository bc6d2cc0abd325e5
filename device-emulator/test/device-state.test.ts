import { describe, expect, it } from 'vitest';
import { initialState, reduce, report } from '../src/device-state.ts';
import { signalState, wifiReport } from '../src/wifi.ts';

const online = initialState({ id: 7, name: 'Room N-301 Camera', serial_number: 'BSD-1', kind: 'fixed', room_name: 'N-301', status: 'online' });

describe('device state', () => {
  it('goes offline, fails and comes back on command', () => {
    const offline = reduce(online, { type: 'command', command: 'go_offline' });
    expect(offline.status).toBe('offline');
    expect(reduce(offline, { type: 'command', command: 'go_online' }).status).toBe('online');
    expect(reduce(online, { type: 'command', command: 'fail' }).status).toBe('error');
  });

  it('drops offline while rebooting and comes back online when the reboot finishes', () => {
    const rebooting = reduce(online, { type: 'command', command: 'reboot' });
    expect(rebooting).toMatchObject({ status: 'offline', rebooting: true, rebootCount: 1 });
    expect(reduce(rebooting, { type: 'reboot-finished' })).toMatchObject({ status: 'online', rebooting: false, rebootCount: 1 });
  });

  it('cannot reboot an offline device, and a stale reboot-finished changes nothing', () => {
    const offline = reduce(online, { type: 'command', command: 'go_offline' });
    expect(reduce(offline, { type: 'command', command: 'reboot' })).toBe(offline);
    expect(reduce(offline, { type: 'reboot-finished' })).toBe(offline);
  });

  it('a go_offline during a reboot cancels the reboot', () => {
    const rebooting = reduce(online, { type: 'command', command: 'reboot' });
    const offline = reduce(rebooting, { type: 'command', command: 'go_offline' });
    expect(reduce(offline, { type: 'reboot-finished' }).status).toBe('offline');
  });
});

describe('device settings and the camera head', () => {
  it('sets the volume and applies TV IR actions: power on and off, mute toggles, any other action is an input', () => {
    expect(online).toMatchObject({ volume: 100, tv: { power: 'off', input: 'input_hdmi1', muted: false } });
    expect(reduce(online, { type: 'set-volume', volume: 65 }).volume).toBe(65);
    const on = reduce(online, { type: 'tv-ir', action: 'power_on' });
    expect(on.tv).toEqual({ power: 'on', input: 'input_hdmi1', muted: false });
    const muted = reduce(on, { type: 'tv-ir', action: 'mute' });
    expect(muted.tv.muted).toBe(true);
    expect(reduce(muted, { type: 'tv-ir', action: 'mute' }).tv.muted).toBe(false);
    expect(reduce(on, { type: 'tv-ir', action: 'input_hdmi2' }).tv).toEqual({ power: 'on', input: 'input_hdmi2', muted: false });
    expect(reduce(on, { type: 'tv-ir', action: 'power_off' }).tv).toEqual({ power: 'off', input: 'input_hdmi1', muted: false });
  });

  it('reboots the PTZ head into its home position, counts it, and is busy until it finishes', () => {
    const moved = { ...online, ptz: { pan: 40, tilt: 10, zoom: 3 }, motion: { pan: 1, tilt: 0 } as const };
    const rebooting = reduce(moved, { type: 'command', command: 'reboot_ptz' });
    expect(rebooting).toMatchObject({ ptz: { pan: 0, tilt: 0, zoom: 0 }, motion: null, ptzRebooting: true, ptzRebootCount: 1, status: 'online' });
    expect(report(rebooting)).toMatchObject({ ptz_reboot_count: 1, ptz_rebooting: true, reboot_count: 0 });
    expect(reduce(rebooting, { type: 'ptz-reboot-finished' }).ptzRebooting).toBe(false);
    const fixedOnly = initialState({ id: 9, name: 'Tablet', serial_number: null, kind: 'mobile3rdparty', room_name: null, status: 'online', ptz_enabled: false });
    expect(reduce(fixedOnly, { type: 'command', command: 'reboot_ptz' })).toBe(fixedOnly);
  });

  it('moves continuously at 30 degrees a second and stops by itself at a limit', () => {
    const panning = { ...online, motion: { pan: 1, tilt: -1 } as const };
    const after = reduce(panning, { type: 'tick', ms: 500 });
    expect(after.ptz).toEqual({ pan: 15, tilt: -15, zoom: 0 });
    const atLimit = reduce(reduce(after, { type: 'tick', ms: 1000 }), { type: 'tick', ms: 100 });
    expect(atLimit.ptz.tilt).toBe(-30);
    const farRight = { ...online, ptz: { pan: 170, tilt: -30, zoom: 0 }, motion: { pan: 1, tilt: -1 } as const };
    expect(reduce(farRight, { type: 'tick', ms: 100 })).toMatchObject({ ptz: { pan: 170, tilt: -30 }, motion: null });
    expect(reduce(online, { type: 'tick', ms: 100 })).toBe(online);
  });

  it('records that the knock was played, and reports Wi-Fi only for a device on Wi-Fi', () => {
    expect(report(reduce(online, { type: 'knock-played' })).knock_played).toBe(true);
    expect(report(reduce(reduce(online, { type: 'knock-played' }), { type: 'knock-played' })).knock_count).toBe(2);
    expect(wifiReport(online, null)).toBeNull();
    const wireless = initialState({ id: 12, name: 'Cart', serial_number: null, kind: 'mobilecart', room_name: null, status: 'online', network_interface: 'wlan0', wifi_frequency: 5745, net_wlan_ip: '10.1.2.3' });
    expect(wifiReport(wireless, null, () => 0.5)).toEqual({ type: 'wifi_stats', device_id: 12, wifi_signal_state: 'fair', wifi_signal_strength: -69, wifi_frequency: 5745, net_wlan_ip: '10.1.2.3' });
    expect(wifiReport(wireless, { state: 'poor', strength: -88 })).toMatchObject({ wifi_signal_state: 'poor', wifi_signal_strength: -88 });
    expect([-50, -60, -70, -80].map(signalState)).toEqual(['excellent', 'good', 'fair', 'poor']);
    // A seeded level is kept (with a dBm of jitter), so the first report is no news to the backend.
    const seeded = initialState({ id: 13, name: 'Cart', serial_number: null, kind: 'mobilecart', room_name: null, status: 'online', network_interface: 'wlan0', wifi_signal_strength: -80, wifi_signal_state: 'good' });
    expect(wifiReport(seeded, null, () => 0.99)).toMatchObject({ wifi_signal_state: 'good', wifi_signal_strength: -79 });
  });
});
