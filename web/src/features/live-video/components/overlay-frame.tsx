// The overlay's frame: a large panel, or (minimised) a small one docked bottom-right that can be
// dragged. On the external page it is a plain panel in the page: no minimise, no dock.
import { ActionIcon, getDefaultZIndex, Group, Paper, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useDialogFocus } from '../../../components/use-dialog-focus';
import { useDraggable } from '../hooks/use-draggable';

// Just above the app shell and below Mantine's modals, dropdowns and toasts, so the session
// dialogs, the call's menus and its toasts all show over it without raising each one.
const OVERLAY_Z_INDEX = getDefaultZIndex('app') + 1;

interface OverlayFrameProps {
  title: ReactNode;
  external: boolean;
  minimised: boolean;
  onMinimise: (minimised: boolean) => void;
  onClose: () => void;
  children: ReactNode;
}

export function OverlayFrame({ title, external, minimised, onMinimise, onClose, children }: OverlayFrameProps) {
  const drag = useDraggable(minimised && !external);
  const focusRef = useDialogFocus<HTMLDivElement>();
  const { reset } = drag;
  useEffect(() => { if (!minimised) reset(); }, [minimised, reset]);
  const placement = external
    ? { position: 'relative' as const, width: '100%', maxWidth: 960, marginInline: 'auto' }
    : minimised
      ? { position: 'fixed' as const, right: 16, bottom: 56, width: 360, transform: `translate(${drag.offset.x}px, ${drag.offset.y}px)` }
      : { position: 'fixed' as const, top: 72, left: '50%', transform: 'translateX(-50%)', width: 'min(820px, calc(100vw - 32px))', maxHeight: 'calc(100vh - 130px)', overflowY: 'auto' as const };
  return (
    <Paper ref={focusRef} tabIndex={-1} role="dialog" aria-label="Patient Video" shadow="xl" radius="md" withBorder p="sm" style={{ zIndex: OVERLAY_Z_INDEX, ...placement }} data-minimised={minimised || undefined}>
      <Group justify="space-between" wrap="nowrap" mb="xs" style={{ cursor: minimised && !external ? 'move' : undefined, touchAction: 'none' }} {...drag.handleProps} data-testid="overlay-handle">
        {/* Wrapped onto a second line rather than cut on a phone: the room's name ended the title and was lost. */}
        <Text fw={600} size="sm" data-testid="overlay-title" {...(minimised ? { truncate: true } : { lineClamp: 2 })}>{title}</Text>
        <Group gap={4} wrap="nowrap">
          {external ? null : (
            <ActionIcon variant="subtle" aria-label={minimised ? 'Restore' : 'Minimise'} onClick={() => onMinimise(!minimised)}>
              <span aria-hidden>{minimised ? '▢' : '–'}</span>
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" aria-label="Close" onClick={onClose}><span aria-hidden>✕</span></ActionIcon>
        </Group>
      </Group>
      {children}
    </Paper>
  );
}
