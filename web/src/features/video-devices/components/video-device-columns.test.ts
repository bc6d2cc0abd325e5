import { describe, expect, it } from 'vitest';
import { dateFormatSettingsOf } from '../../../lib/format/date-format';
import type { VideoDevice } from '../api/list-video-devices';
import { videoDeviceColumns, videoDeviceFilters } from './video-device-columns';

const device = {
  id: 7, name: 'North Tower Cart 1', status: 'offline', kind: 'mobilecart', service_status: 'in_service', room: null, version: '5.0.2',
  state: { metrics: { wifi_signal_state: 'good', wifi_signal_strength: -62, wifi_frequency: 5180 } },
  state_updated_at: '2026-03-05T21:07:00Z', ip_address: '10.1.2.3', serial_number: 'BSD-MOB-100007', mac_address: null, description: null,
  division: { id: 1, name: 'North Tower' }, hospital_name: 'Mercy General', config: {}, ptz_enabled: true, credentials_generated_at: null,
  patient_monitors: [], frame_processing: 'off', network_interface: 'wlan0', wifi_frequency_band: '5', video_url: null,
} as unknown as VideoDevice;

function cells(timezone: string, time_format: number) {
  const columns = videoDeviceColumns({ deviceHref: (id) => `/d/${id}`, dates: dateFormatSettingsOf({ timezone, time_format }), customFields: [] });
  return Object.fromEntries(columns.map((c) => [c.id, c.value(device)]));
}

describe('the video devices table cells', () => {
  it('name enum values by their labels, never the raw value', () => {
    const shown = cells('America/Chicago', 12);
    expect(shown).toMatchObject({ kind: 'Mobile Cart', service_status: 'In Service' });
    expect(Object.values(shown)).not.toContain('mobilecart');
    expect(Object.values(shown)).not.toContain('in_service');
  });

  it('give the Wi-Fi signal its unit and the state the device reports, and the frequency its unit', () => {
    expect(cells('America/Chicago', 12)).toMatchObject({ wifi_signal_strength: '-62 dBm (Good)', wifi_frequency: '5180 MHz' });
  });

  it('write State Updated in the user’s timezone and clock', () => {
    expect(cells('America/Chicago', 12).state_updated_at).toBe('03/05/2026 3:07 PM');
    expect(cells('America/New_York', 24).state_updated_at).toBe('03/05/2026 16:07');
  });

  it('offer labelled choices in the enum filters', () => {
    const kind = videoDeviceFilters([]).find((f) => f.id === 'kind');
    expect(kind?.options).toContainEqual({ value: 'mobile3rdparty', label: 'Mobile 3rd Party' });
  });
});
