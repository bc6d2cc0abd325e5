// The edit page: name, room, kind, service status and description (one save), frame processing
// and frame upload interval (their own calls). The server audits each change as a revision.
import { Alert, Button, Group, Loader, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDivisionStore } from '../../../lib/division/division-store';
import { deviceKind, frameProcessing, serviceStatus } from '@bedside/resources';
import { useVideoDevice } from '../../../lib/devices/get-video-device';
import type { VideoDevice } from '../api/list-video-devices';
import { listVideoDevicesDropdown } from '../api/list-video-device-dropdown';
import {
  setFrameProcessing, setFrameUploadInterval, updateVideoDevice, useVideoDeviceMutation, type FrameProcessing, type VideoDeviceInput,
} from '../api/update-video-device';
import { RevisionList } from './revision-list';

export function VideoDeviceEditForm({ deviceId }: { deviceId: number }) {
  const device = useVideoDevice(deviceId);
  if (device.error) return <Alert color="red">{device.error.message}</Alert>;
  if (!device.data) return <Loader />;
  return <EditForm key={device.dataUpdatedAt} device={device.data} />;
}

function EditForm({ device }: { device: VideoDevice }) {
  const divisionId = useDivisionStore((s) => s.divisionId ?? '*');
  const rooms = useQuery({ queryKey: ['get', '/video_devices/dropdown', { field: 'room', division_id: String(device.division.id) }], queryFn: () => listVideoDevicesDropdown('room', String(device.division.id)) });
  const [form, setForm] = useState<VideoDeviceInput>({ name: device.name, room_id: device.room?.id ?? null, kind: device.kind, service_status: device.service_status, description: device.description ?? '' });
  const [processing, setProcessing] = useState<FrameProcessing>(device.frame_processing);
  const [interval, setInterval] = useState(String(device.state.frame_upload_interval ?? ''));
  const done = { onSuccess: () => notifications.show({ message: 'Saved', color: 'green' }), onError: (e: Error) => notifications.show({ message: e.message, color: 'red' }) };
  const save = useVideoDeviceMutation(device.id, updateVideoDevice);
  const frame = useVideoDeviceMutation(device.id, setFrameProcessing);
  const upload = useVideoDeviceMutation(device.id, setFrameUploadInterval);
  const roomOptions = (rooms.data ?? []).map((r) => ({ value: r.key ?? '', label: r.value ?? r.name ?? '' }));
  return (
    <Stack maw={640} gap="sm" data-division={divisionId}>
      <Title order={2}>Edit {device.name}</Title>
      <TextInput label="Name" required value={form.name ?? ''} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} />
      <Select label="Room" clearable searchable data={roomOptions} value={form.room_id ? String(form.room_id) : null} onChange={(v) => setForm({ ...form, room_id: v ? Number(v) : null })} />
      <Select label="Type" allowDeselect={false} data={deviceKind.options} value={form.kind ?? null} onChange={(v) => v && setForm({ ...form, kind: v as VideoDevice['kind'] })} />
      <Select label="Service Status" allowDeselect={false} data={serviceStatus.options} value={form.service_status ?? null} onChange={(v) => v && setForm({ ...form, service_status: v as VideoDevice['service_status'] })} />
      <Textarea label="Device Description" value={form.description ?? ''} onChange={(e) => setForm({ ...form, description: e.currentTarget.value })} />
      <Group justify="flex-end">
        <Button disabled={!form.name?.trim()} loading={save.isPending} onClick={() => save.mutate({ ...form, description: form.description || null }, done)}>Save</Button>
      </Group>
      <Group align="end">
        <Select label="Frame Processing" allowDeselect={false} data={frameProcessing.options} value={processing} onChange={(v) => v && setProcessing(v as FrameProcessing)} />
        <Button variant="default" loading={frame.isPending} onClick={() => frame.mutate(processing, done)}>Set Frame Processing</Button>
      </Group>
      <Group align="end">
        <TextInput label="Frame Upload Interval" inputMode="numeric" value={interval} onChange={(e) => setInterval(e.currentTarget.value)} />
        <Button variant="default" disabled={!/^\d+$/.test(interval)} loading={upload.isPending} onClick={() => upload.mutate(Number(interval), done)}>Set Frame Upload Interval</Button>
      </Group>
      <RevisionList deviceId={device.id} />
    </Stack>
  );
}
