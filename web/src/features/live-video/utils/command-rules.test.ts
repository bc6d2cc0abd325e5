import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../../../lib/permissions/permissions';
import {
  canRebootDevice, canRebootPtz, canSendTvCommands, canSetVolume, canUseLiveVideo, clampVolume, initialVolume, tvCommands, tvFailed,
  type CommandContext, type CommandDevice,
} from './command-rules';

const device = (over: Partial<CommandDevice> = {}): CommandDevice => ({
  kind: 'fixed', status: 'online', credentials_generated_at: '2026-01-01T00:00:00Z', ptz_enabled: true,
  config: { tv: { ir: { enabled: true, ld_input_action: 'hdmi_2' } }, device: { volume: 80 } },
  ...over,
});
const viewMonitor = { action: 'View', resource: 'PatientMonitor' };
const access = (...permissions: { action: string; resource: string }[]): AccessSubject => ({ permissions, staffKinds: [] });
const context = (over: Partial<CommandContext> = {}): CommandContext => ({
  playing: true, external: false, device: device(), patientMonitorId: 1, access: access(viewMonitor), ...over,
});

describe('Live video', () => {
  it('needs AccessLiveVideo on PatientMonitor', () => {
    expect(canUseLiveVideo(access({ action: 'AccessLiveVideo', resource: 'PatientMonitor' }))).toBe(true);
    expect(canUseLiveVideo(access({ action: 'AccessLiveVideo', resource: 'Meeting' }))).toBe(false);
    expect(canUseLiveVideo(access(viewMonitor))).toBe(false);
    expect(canUseLiveVideo(access())).toBe(false);
  });
});

describe('TV commands', () => {
  it('need the camera playing, the in-app overlay, TV IR enabled and View PatientMonitor', () => {
    expect(canSendTvCommands(context())).toBe(true);
    expect(canSendTvCommands(context({ playing: false }))).toBe(false);
    expect(canSendTvCommands(context({ external: true }))).toBe(false);
    expect(canSendTvCommands(context({ device: device({ config: { tv: { ir: { enabled: false } } } }) }))).toBe(false);
    expect(canSendTvCommands(context({ device: device({ config: {} }) }))).toBe(false);
    expect(canSendTvCommands(context({ access: access({ action: 'AccessLiveVideo', resource: 'PatientMonitor' }) }))).toBe(false);
    expect(canSendTvCommands(context({ device: null }))).toBe(false);
  });

  it('does not need a patient monitor', () => {
    expect(canSendTvCommands(context({ patientMonitorId: null }))).toBe(true);
  });

  it('offer Switch Input only with a configured input, and name it in the toast', () => {
    expect(tvCommands(device()).map((c) => c.label)).toEqual(['Power On', 'Switch Input', 'Mute/Unmute']);
    expect(tvCommands(device()).map((c) => c.sent)).toEqual(['TV power on command sent', 'TV switched to HDMI 2 input', 'TV mute command sent']);
    expect(tvCommands(device({ config: { tv: { ir: { enabled: true, ld_input_action: null } } } })).map((c) => c.irAction)).toEqual(['power_on', 'mute']);
    const [powerOn] = tvCommands(device());
    expect(powerOn && tvFailed(powerOn)).toBe('Failed to send TV power on command');
  });

  it('offer Power Off while the device reports the TV on, and Power On while it is off or unknown', () => {
    const [off] = tvCommands(device(), 'on');
    expect(off).toMatchObject({ label: 'Power Off', irAction: 'power_off', sent: 'TV power off command sent' });
    expect(off && tvFailed(off)).toBe('Failed to send TV power off command');
    expect(tvCommands(device(), 'off')[0]?.label).toBe('Power On');
    expect(tvCommands(device(), null)[0]?.label).toBe('Power On');
  });
});

describe('Reboot device', () => {
  it('is offered when every condition holds', () => {
    expect(canRebootDevice(context())).toBe(true);
  });
  it.each([
    ['the camera is not playing', { playing: false }],
    ['on the external page', { external: true }],
    ['without a patient monitor', { patientMonitorId: null }],
    ['for a training video device', { device: device({ kind: 'trainingvideo' }) }],
    ['without credentials', { device: device({ credentials_generated_at: null }) }],
    ['when the device is offline', { device: device({ status: 'offline' }) }],
    ['without View PatientMonitor', { access: access() }],
    ['without a device', { device: null }],
  ] as [string, Partial<CommandContext>][])('is not offered %s', (_name, over) => {
    expect(canRebootDevice(context(over))).toBe(false);
    expect(canRebootPtz(context(over))).toBe(false);
  });
  it('is offered for a device in error (only offline blocks it)', () => {
    expect(canRebootDevice(context({ device: device({ status: 'error' }) }))).toBe(true);
  });
});

describe('Reboot PTZ', () => {
  it('additionally needs ptz_enabled', () => {
    expect(canRebootPtz(context())).toBe(true);
    expect(canRebootPtz(context({ device: device({ ptz_enabled: false }) }))).toBe(false);
    expect(canRebootDevice(context({ device: device({ ptz_enabled: false }) }))).toBe(true);
  });
});

describe('Volume', () => {
  it('needs AccessLiveVideo on Meeting or PatientMonitor', () => {
    expect(canSetVolume(access({ action: 'AccessLiveVideo', resource: 'Meeting' }))).toBe(true);
    expect(canSetVolume(access({ action: 'AccessLiveVideo', resource: 'PatientMonitor' }))).toBe(true);
    expect(canSetVolume(access(viewMonitor))).toBe(false);
    expect(canSetVolume(access({ action: 'View', resource: 'Meeting' }))).toBe(false);
  });
  it('stays within 60 to 100 and starts at the device volume, else 100', () => {
    expect([clampVolume(10), clampVolume(59.6), clampVolume(75), clampVolume(140)]).toEqual([60, 60, 75, 100]);
    expect(initialVolume(device())).toBe(80);
    expect(initialVolume(device({ config: {} }))).toBe(100);
    expect(initialVolume(null)).toBe(100);
  });
});
