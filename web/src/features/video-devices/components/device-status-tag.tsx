import { Badge } from '@mantine/core';
import type { VideoDevice } from '../api/list-video-devices';

// Status tag colours (live video spec): online success, offline warning, error danger.
const colours: Record<VideoDevice['status'], string> = { online: 'green', offline: 'yellow', error: 'red' };

export function DeviceStatusTag({ status }: { status: VideoDevice['status'] }) {
  return <Badge color={colours[status]} variant="light" data-status={status}>{status}</Badge>;
}
