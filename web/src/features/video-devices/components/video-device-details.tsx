import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { displayValue } from '../../../components/data-table/cell-value';
import { deviceKind, frameProcessing, serviceStatus } from '@bedside/resources';
import { useVideoDevice } from '../../../lib/devices/get-video-device';
import { DeviceStatusTag } from '../../../components/device-status-tag';
import { RevisionList } from './revision-list';

/** The view page: the device's fields (N/A when missing) and its revisions. */
export function VideoDeviceDetails({ deviceId }: { deviceId: number }) {
  const device = useVideoDevice(deviceId);
  if (device.error) return <Alert color="red">{device.error.message}</Alert>;
  if (!device.data) return <Loader />;
  const d = device.data;
  const fields: [string, string | number | boolean | null | undefined][] = [
    ['ID', d.id], ['Type', deviceKind.text[d.kind]], ['Room', d.room?.name], ['Service Status', serviceStatus.text[d.service_status]], ['Version', d.version],
    ['IP Address', d.ip_address], ['Serial #', d.serial_number], ['MAC Address', d.mac_address], ['Division', d.division.name],
    ['Frame Processing', frameProcessing.text[d.frame_processing]], ['Frame Upload Interval', d.state.frame_upload_interval], ['Device Description', d.description],
  ];
  return (
    <Stack gap="sm">
      <Title order={2}>{d.name} <DeviceStatusTag status={d.status} /></Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">{label}</Text>
            <Text size="sm">{displayValue(value)}</Text>
          </div>
        ))}
      </SimpleGrid>
      <RevisionList deviceId={deviceId} />
    </Stack>
  );
}
