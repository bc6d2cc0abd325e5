import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoDevice } from '../../api/list-picker-devices';
import type { CommandContext } from '../../utils/command-rules';
import { DeviceMenu } from './device-menu';
import { renderWithApi, type Answer } from '../../../../testing/render-with-api';

const device = {
  id: 3, name: 'Bed 3', kind: 'fixed', status: 'online', credentials_generated_at: '2026-01-01T00:00:00Z', ptz_enabled: false,
  config: { tv: { ir: { enabled: true, ld_input_action: 'hdmi_2' } }, device: { volume: 70 } }, division: { id: 1, name: 'North' }, state: {},
} as unknown as VideoDevice;
const access = { permissions: [{ action: 'View', resource: 'PatientMonitor' }, { action: 'AccessLiveVideo', resource: 'PatientMonitor' }], staffKinds: [] };
type MenuContext = Omit<CommandContext, 'device'>;
const context = (over: Partial<MenuContext> = {}): MenuContext => ({ playing: true, external: false, patientMonitorId: 5, access, ...over });

function open(over: Partial<MenuContext> = {}, answers: Record<string, Answer> = {}, onDeviceRebooting?: (sent: Promise<boolean>) => void) {
  const calls = renderWithApi(<DeviceMenu device={device} context={context(over)} onDeviceRebooting={onDeviceRebooting} />, answers);
  fireEvent.click(screen.getByRole('button', { name: 'Device' }));
  return calls;
}

describe('DeviceMenu', () => {
  afterEach(cleanup);

  it('offers the TV actions, Reboot Device and the volume; Reboot PTZ only with PTZ', async () => {
    open();
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Power On', 'Switch Input', 'Mute/Unmute', 'Reboot Device']);
    expect((await screen.findByRole('slider', { name: 'Volume', hidden: true })).getAttribute('aria-valuenow')).toBe('70');
  });

  it('offers no TV and no reboot on the external page, only the volume', async () => {
    open({ external: true });
    await screen.findByRole('slider', { name: 'Volume' });
    expect(screen.queryAllByRole('menuitem')).toEqual([]);
  });

  it('sends the input action and names the input in the toast', async () => {
    const calls = open({}, { 'POST /video_devices/3/send_tv_ir_command': { status: 200, body: { ok: true } } });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Switch Input' }));
    expect(await screen.findByText('TV switched to HDMI 2 input')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ ir_action: 'hdmi_2' });
  });

  it('offers Power Off while the device reports the TV on, and sends power_off', async () => {
    const calls = renderWithApi(<DeviceMenu device={device} context={context()} tvPower="on" />, { 'POST /video_devices/3/send_tv_ir_command': { status: 200, body: { ok: true } } });
    fireEvent.click(screen.getByRole('button', { name: 'Device' }));
    expect(screen.queryByRole('menuitem', { name: 'Power On' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Power Off' }));
    expect(await screen.findByText('TV power off command sent')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ ir_action: 'power_off' });
  });

  it('says which TV command failed', async () => {
    open({}, { 'POST /video_devices/3/send_tv_ir_command': { status: 409, body: { error: 'not connected' } } });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mute/Unmute' }));
    expect(await screen.findByText('Failed to send TV mute command')).toBeTruthy();
  });

  it('asks before Reboot Device, which ends the visit; Cancel sends nothing', async () => {
    const calls = open({}, { 'POST /patient_monitors/5/reboot': { status: 200, body: { ok: true } } });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reboot Device' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reboot device?' });
    expect(confirm.textContent).toContain('Rebooting Bed 3 ends this video visit');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reboot device?' })).toBeNull());
    expect(calls).toEqual([]);
  });

  it('reboots the monitor\'s device once confirmed, and tells the call it was sent', async () => {
    const rebooting = vi.fn<(sent: Promise<boolean>) => void>();
    const calls = open({}, { 'POST /patient_monitors/5/reboot': { status: 200, body: { ok: true } } }, rebooting);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reboot Device' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reboot Device' }));
    expect(await screen.findByText('Reboot command sent')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/patient_monitors/5/reboot']);
    expect(await rebooting.mock.calls[0]?.[0]).toBe(true);
  });

  it('shows Failed to reboot device when the server refuses, and the call goes on', async () => {
    const rebooting = vi.fn<(sent: Promise<boolean>) => void>();
    open({}, { 'POST /patient_monitors/5/reboot': { status: 409, body: { error: 'offline' } } }, rebooting);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Reboot Device' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reboot Device' }));
    expect(await screen.findByText('Failed to reboot device')).toBeTruthy();
    expect(await rebooting.mock.calls[0]?.[0]).toBe(false);
  });
});
