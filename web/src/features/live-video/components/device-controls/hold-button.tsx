import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHold } from '../../hooks/use-hold';

interface HoldButtonProps extends ActionIconProps {
  label: string;
  /** runs on press; returns what runs on release */
  onHold: () => () => void;
  disabled?: boolean;
  children: ReactNode;
}

/** A button that acts while it is held (camera moves, zoom and pan repeats). */
export function HoldButton({ label, onHold, disabled, children, ...props }: HoldButtonProps) {
  const hold = useHold(onHold);
  return (
    <ActionIcon aria-label={label} title={label} disabled={disabled} {...props} {...(disabled ? {} : hold)} style={{ touchAction: 'none' }}>
      <span aria-hidden>{children}</span>
    </ActionIcon>
  );
}
