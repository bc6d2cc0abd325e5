// Frame processing and the frame upload interval: settings with their own calls (not the PUT), each
// audited by the server as a revision of the device.
import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '@bedside/openapi/api';
import { frameProcessing, videoDevices } from '@bedside/resources';
import { apiCall } from '../../../lib/api/api-query';
import { patchRecord } from '../../../lib/resources/patch-record';
import { resourceApi } from '../../../lib/resources/resource-api';

type VideoDevice = components['schemas']['VideoDevice'];
type FrameProcessing = VideoDevice['frame_processing'];

export function FrameSettingsPanel({ row }: { row: VideoDevice }) {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState<FrameProcessing>(row.frame_processing);
  const [interval, setInterval] = useState(String(row.state.frame_upload_interval ?? ''));
  const saved = (device: VideoDevice) => {
    patchRecord(queryClient, videoDevices, device.id, device);
    void queryClient.invalidateQueries({ queryKey: resourceApi(videoDevices).revisionsOptions(device.id).queryKey });
    notifications.show({ message: 'Saved', color: 'green' });
  };
  const failed = (error: Error) => notifications.show({ message: error.message, color: 'red' });
  const frame = useMutation({ mutationFn: (value: FrameProcessing) => apiCall('setVideoDeviceFrameProcessing', { id: row.id }, { frame_processing: value }), onSuccess: saved, onError: failed });
  const upload = useMutation({ mutationFn: (value: number) => apiCall('setVideoDeviceFrameUploadInterval', { id: row.id }, { frame_upload_interval: value }), onSuccess: saved, onError: failed });
  return (
    <Stack maw={640} gap="sm" mt="lg">
      <Title order={4}>Frame Settings</Title>
      <Group align="end">
        <Select label="Frame Processing" allowDeselect={false} data={frameProcessing.options} value={processing} onChange={(v) => v && setProcessing(v as FrameProcessing)} />
        <Button variant="default" loading={frame.isPending} onClick={() => frame.mutate(processing)}>Set Frame Processing</Button>
      </Group>
      <Group align="end">
        <TextInput label="Frame Upload Interval" inputMode="numeric" value={interval} onChange={(e) => setInterval(e.currentTarget.value)} />
        <Button variant="default" disabled={!/^\d+$/.test(interval)} loading={upload.isPending} onClick={() => upload.mutate(Number(interval))}>Set Frame Upload Interval</Button>
      </Group>
    </Stack>
  );
}
