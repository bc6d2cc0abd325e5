// The call menu (spec section 2): TV actions, the Volume slider, Reboot Device and Reboot PTZ,
// each only when its rule of sections 5 and 6 allows it. The reboots come last, apart from the
// everyday controls, and Reboot Device (which ends the visit) asks first (issue 16).
import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import type { VideoDevice } from '../../api/list-picker-devices';
import { useDeviceCommands } from '../../hooks/use-device-commands';
import {
  canRebootDevice, canRebootPtz, canSendTvCommands, canSetVolume, initialVolume, tvCommands, type CommandContext,
} from '../../utils/command-rules';
import { ConfirmDialog } from '../confirm-dialog';
import { VolumeControl } from './volume-control';

interface DeviceMenuProps {
  device: VideoDevice;
  /** everything the rules need besides the device */
  context: Omit<CommandContext, 'device'>;
  /** Reboot Device was confirmed; `sent` resolves true once the device was told */
  onDeviceRebooting?: (sent: Promise<boolean>) => void;
  /** the room TV as the device reports it: Power Off while on, else Power On */
  tvPower?: 'on' | 'off' | null;
}

export function DeviceMenu({ device, context: given, onDeviceRebooting, tvPower = null }: DeviceMenuProps) {
  const context: CommandContext = { ...given, device };
  const commands = useDeviceCommands(device.id, context.patientMonitorId);
  const [confirmReboot, setConfirmReboot] = useState(false);
  const tv = canSendTvCommands(context) ? tvCommands(device, tvPower) : [];
  const reboot = canRebootDevice(context);
  const rebootPtz = canRebootPtz(context);
  const volume = canSetVolume(context.access);
  if (tv.length === 0 && !reboot && !volume) return null;
  const rebootNow = () => {
    setConfirmReboot(false);
    const sent = commands.reboot('device');
    onDeviceRebooting?.(sent);
  };
  return (
    <>
      <Menu position="top-end" withinPortal shadow="md" closeOnItemClick>
        <Menu.Target>
          <Button size="xs" variant="default" loading={commands.busy}>Device</Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Device menu">
          {tv.length > 0 ? <Menu.Label>TV</Menu.Label> : null}
          {tv.map((command) => <Menu.Item key={command.irAction} onClick={() => commands.sendTv(command)}>{command.label}</Menu.Item>)}
          {tv.length > 0 && volume ? <Menu.Divider /> : null}
          {volume ? <VolumeControl key={device.id} deviceId={device.id} initial={initialVolume(device)} /> : null}
          {(tv.length > 0 || volume) && reboot ? <Menu.Divider /> : null}
          {rebootPtz ? <Menu.Item color="red" onClick={() => void commands.reboot('ptz')}>Reboot PTZ</Menu.Item> : null}
          {reboot ? <Menu.Item color="red" onClick={() => setConfirmReboot(true)}>Reboot Device</Menu.Item> : null}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirmReboot}
        title="Reboot device?"
        message={`Rebooting ${device.name} ends this video visit. The device restarts and comes back online on its own; you can start a new visit then.`}
        confirmLabel="Reboot Device"
        onConfirm={rebootNow}
        onCancel={() => setConfirmReboot(false)}
      />
    </>
  );
}
