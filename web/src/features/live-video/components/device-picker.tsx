// Step 1 of the overlay when the patient has no device: pick one inactive mobile device.
import { Button, Group, Pagination, Radio, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DeviceStatusTag } from '../../../components/device-status-tag';
import { ReadError } from '../../../components/load-error';
import { deviceKind } from '@bedside/resources';
import { PICKER_PAGE_SIZE, usePickerDevices, type VideoDevice } from '../api/list-picker-devices';

interface DevicePickerProps {
  /** the patient of the visit: the server offers the devices of the patient's division */
  patientId: number;
  onSelect: (device: VideoDevice) => void;
  onCancel: () => void;
}

export function DevicePicker({ patientId, onSelect, onCancel }: DevicePickerProps) {
  const [name, setName] = useState('');
  const [debouncedName] = useDebouncedValue(name.trim(), 300);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<VideoDevice | null>(null);
  const devices = usePickerDevices(patientId, debouncedName, page);
  const rows = devices.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((devices.data?.metadata.count ?? 0) / PICKER_PAGE_SIZE));

  return (
    <Stack gap="sm">
      <TextInput
        label="Name"
        placeholder="Filter by device name"
        value={name}
        onChange={(event) => { setName(event.currentTarget.value); setPage(1); }}
      />
      {devices.error ? <ReadError error={devices.error} message="The video devices could not be loaded." onRetry={() => void devices.refetch()} retrying={devices.isFetching} /> : null}
      <ScrollArea.Autosize mah={320}>
        <Radio.Group value={chosen ? String(chosen.id) : null} onChange={(id) => setChosen(rows.find((d) => String(d.id) === id) ?? null)}>
          <Table highlightOnHover aria-label="Video devices">
            <Table.Thead>
              <Table.Tr><Table.Th /><Table.Th>Name</Table.Th><Table.Th>Type</Table.Th><Table.Th>Room</Table.Th><Table.Th>Status</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((device) => (
                <Table.Tr key={device.id} onClick={() => setChosen(device)} style={{ cursor: 'pointer' }}>
                  <Table.Td><Radio value={String(device.id)} aria-label={device.name} /></Table.Td>
                  <Table.Td>{device.name}</Table.Td>
                  <Table.Td>{deviceKind.text[device.kind]}</Table.Td>
                  <Table.Td>{device.room?.name ?? 'N/A'}</Table.Td>
                  <Table.Td><DeviceStatusTag status={device.status} /></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Radio.Group>
      </ScrollArea.Autosize>
      {devices.isSuccess && rows.length === 0 ? <Text c="dimmed" ta="center">No video devices available</Text> : null}
      {pages > 1 ? <Pagination size="sm" total={pages} value={page} onChange={setPage} /> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>Cancel</Button>
        <Button disabled={!chosen} onClick={() => chosen && onSelect(chosen)}>Select Video Device</Button>
      </Group>
    </Stack>
  );
}
