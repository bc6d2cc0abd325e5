import { ActionIcon, Loader } from '@mantine/core';
import { ReloadIcon } from './icons';

/**
 * Reload notifications: a spinner while the list is read again, but never disabled by the read.
 * Mantine's `loading` disables the button, and a read nobody asked for (a realtime event, the
 * first subscription's reload) then took the keyboard focus out of the open panel to the page
 * (the focus test failed in CI when such a read landed as the panel opened).
 */
export function ReloadButton({ fetching, onReload }: { fetching: boolean; onReload(): void }) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label="Reload notifications" aria-busy={fetching} onClick={onReload}>
      {fetching ? <Loader size={14} color="gray" /> : <ReloadIcon />}
    </ActionIcon>
  );
}
