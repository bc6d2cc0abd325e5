import { Button } from '@mantine/core';
import { useLiveVideoStore } from '../hooks/live-video-store';

/** Opens a test session with a device (no patient, no reason, ends after 5 minutes). */
export function TestVideoButton({ deviceId }: { deviceId: number }) {
  const open = useLiveVideoStore((s) => s.open);
  return (
    <Button variant="light" onClick={() => open({ patientId: null, deviceId, external: false, source: null })}>
      Test Video
    </Button>
  );
}
