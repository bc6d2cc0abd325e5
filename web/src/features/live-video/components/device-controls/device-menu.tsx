// The call menu (spec section 2): TV actions, Reboot Device, Reboot PTZ and the Volume slider, each
// only when its rule of sections 5 and 6 allows it.
import { Button, Menu } from '@mantine/core';
import type { VideoDevice } from '../../api/list-picker-devices';
import { useDeviceCommands } from '../../hooks/use-device-commands';
import {
  canRebootDevice, canRebootPtz, canSendTvCommands, canSetVolume, initialVolume, tvCommands, type CommandContext,
} from '../../utils/command-rules';
import { VolumeControl } from './volume-control';

interface DeviceMenuProps {
  device: VideoDevice;
  /** everything the rules need besides the device */
  context: Omit<CommandContext, 'device'>;
}

export function DeviceMenu({ device, context: given }: DeviceMenuProps) {
  const context: CommandContext = { ...given, device };
  const commands = useDeviceCommands(device.id, context.patientMonitorId);
  const tv = canSendTvCommands(context) ? tvCommands(device) : [];
  const reboot = canRebootDevice(context);
  const rebootPtz = canRebootPtz(context);
  const volume = canSetVolume(context.access);
  if (tv.length === 0 && !reboot && !volume) return null;
  return (
    <Menu position="top-end" withinPortal shadow="md" closeOnItemClick>
      <Menu.Target>
        <Button size="xs" variant="default" loading={commands.busy}>Device</Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Device menu">
        {tv.length > 0 ? <Menu.Label>TV</Menu.Label> : null}
        {tv.map((command) => <Menu.Item key={command.irAction} onClick={() => commands.sendTv(command)}>{command.label}</Menu.Item>)}
        {tv.length > 0 && (reboot || volume) ? <Menu.Divider /> : null}
        {reboot ? <Menu.Item color="red" onClick={() => commands.reboot('device')}>Reboot Device</Menu.Item> : null}
        {rebootPtz ? <Menu.Item color="red" onClick={() => commands.reboot('ptz')}>Reboot PTZ</Menu.Item> : null}
        {reboot && volume ? <Menu.Divider /> : null}
        {volume ? <VolumeControl key={device.id} deviceId={device.id} initial={initialVolume(device)} /> : null}
      </Menu.Dropdown>
    </Menu>
  );
}
