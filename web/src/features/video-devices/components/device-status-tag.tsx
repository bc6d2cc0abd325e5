import { StatusTag, type StatusTone } from '../../../components/status-tag';
import type { VideoDevice } from '../api/list-video-devices';

// Status tag tones (live video spec): online success, offline warning, error danger.
const tones: Record<VideoDevice['status'], StatusTone> = { online: 'success', offline: 'warning', error: 'danger' };

export function DeviceStatusTag({ status }: { status: VideoDevice['status'] }) {
  return <StatusTag tone={tones[status]} status={status}>{status}</StatusTag>;
}
