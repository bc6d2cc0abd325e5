import { Progress } from '@mantine/core';

/** A thin bar across the top of the page while API calls run. */
export function LoadingBar({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-label="Loading"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
